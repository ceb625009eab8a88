// @ts-nocheck
// Generado por `npm run generate`. No editar a mano.
import { runtime } from '../../validation/standalone-runtime.ts';

const exports = {};
export default exports;

exports["1f42ab60"] = validate10;
const schema27 = {"title":"Inscripción o baja en el censo municipal de animales domésticos","type":"object","properties":{"nombre":{"type":"string","minLength":1,"maxLength":500,"pattern":"\\S","title":"Nombre y apellidos"},"dni":{"title":"DNI/NIE","description":"8 cifras y letra (DNI) o X, Y o Z, 7 cifras y letra (NIE).","type":"string","pattern":"^(?:[0-9]{8}|[XYZxyz][0-9]{7})[A-Za-z]$","format":"dni"},"direccion":{"type":"string","minLength":1,"maxLength":500,"pattern":"\\S","title":"Dirección"},"municipio":{"type":"string","minLength":1,"maxLength":500,"pattern":"\\S","title":"Municipio"},"provincia":{"type":"string","minLength":1,"maxLength":500,"pattern":"\\S","title":"Provincia"},"cp":{"title":"Código postal","type":"string","pattern":"^(?:0[1-9]|[1-9][0-9])[0-9]{3}$"},"telefono":{"title":"Teléfono","type":"string","pattern":"^(?:\\+34 ?)?[6789](?:[ -]?[0-9]){8}$"},"email":{"title":"Correo electrónico","type":"string","format":"email","maxLength":254},"tramite":{"title":"Trámite que solicita","type":"string","default":"alta","oneOf":[{"const":"alta","title":"Alta (inscripción en el censo)"},{"const":"baja","title":"Baja del censo"}]},"tipoAnimal":{"title":"Especie del animal","type":"string","oneOf":[{"const":"perro","title":"Perro"},{"const":"gato","title":"Gato"},{"const":"huron","title":"Hurón"},{"const":"otro","title":"Otra especie"}]},"nombreAnimal":{"type":"string","minLength":1,"maxLength":100,"pattern":"\\S","title":"Nombre del animal"},"raza":{"type":"string","minLength":1,"maxLength":100,"pattern":"\\S","title":"Raza"},"sexo":{"title":"Sexo del animal","type":"string","oneOf":[{"const":"macho","title":"Macho"},{"const":"hembra","title":"Hembra"}]},"marcas":{"type":"string","minLength":1,"maxLength":500,"pattern":"\\S","title":"Color, capa y señales particulares"},"fechaNacimiento":{"title":"Fecha de nacimiento del animal","type":"string","format":"date"},"chip":{"title":"Número de microchip","description":"Las 15 cifras del microchip, sin espacios.","type":"string","pattern":"^[0-9]{15}$"},"firmaAceptada":{"title":"Firma de la solicitud","description":"Casilla de firma o consentimiento: debe estar marcada para enviar.","type":"boolean","const":true}},"required":["nombre","dni","direccion","municipio","provincia","cp","telefono","email","tramite","tipoAnimal","nombreAnimal","raza","sexo","fechaNacimiento","chip","firmaAceptada"],"examples":[{"nombre":"Irene Gallego Prieto","dni":"89012345E","direccion":"Calle de San Roque, 7","municipio":"Fuentecilla del Monte","provincia":"Valdemora","cp":"99002","telefono":"655888999","email":"irene.gallego@correo.example","tramite":"alta","tipoAnimal":"perro","nombreAnimal":"Canela","raza":"Mestiza","sexo":"hembra","marcas":"Capa canela con una mancha blanca en el pecho","fechaNacimiento":"2023-04-15","chip":"941000019283746","firmaAceptada":true},{"nombre":"Irene Gallego Prieto","dni":"89012345E","direccion":"Calle de San Roque, 7","municipio":"Fuentecilla del Monte","provincia":"Valdemora","cp":"99002","telefono":"655888999","email":"irene.gallego@correo.example","tramite":"baja","motivo":"transmision","tipoAnimal":"gato","nombreAnimal":"Tizón","raza":"Europeo común","sexo":"macho","fechaNacimiento":"2019-09-01","chip":"941000013579246","firmaAceptada":true}],"allOf":[{"if":{"properties":{"tramite":{"const":"baja"}},"required":["tramite"]},"then":{"properties":{"motivo":{"title":"Motivo de la baja","type":"string","oneOf":[{"const":"defuncion","title":"Defunción del animal"},{"const":"transmision","title":"Transmisión a otra persona"},{"const":"otras","title":"Otras causas"}]}},"required":["motivo"]}}],"$id":"1f42ab60"};
const func2 = runtime["ajv/dist/runtime/ucs2length"].default;
const pattern0 = new RegExp("\\S", "u");
const pattern1 = new RegExp("^(?:[0-9]{8}|[XYZxyz][0-9]{7})[A-Za-z]$", "u");
const pattern5 = new RegExp("^(?:0[1-9]|[1-9][0-9])[0-9]{3}$", "u");
const pattern6 = new RegExp("^(?:\\+34 ?)?[6789](?:[ -]?[0-9]){8}$", "u");
const pattern10 = new RegExp("^[0-9]{15}$", "u");
const formats0 = runtime["#engine/validation/formats"].formats.dni;
const formats2 = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;
const formats4 = runtime["#engine/validation/formats"].formats.date;

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="1f42ab60" */;
let vErrors = null;
let errors = 0;
const _errs2 = errors;
let valid1 = true;
const _errs3 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.tramite === undefined) && (missing0 = "tramite")){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
if(data.tramite !== undefined){
if("baja" !== data.tramite){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
}
var _valid0 = _errs3 === errors;
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
}
else {
vErrors = null;
}
}
if(_valid0){
const _errs5 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.motivo === undefined){
const err2 = {instancePath,schemaPath:"#/allOf/0/then/required",keyword:"required",params:{missingProperty: "motivo"},message:"must have required property '"+"motivo"+"'",schema:schema27.allOf[0].then.required,parentSchema:schema27.allOf[0].then,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.motivo !== undefined){
let data1 = data.motivo;
if(typeof data1 !== "string"){
const err3 = {instancePath:instancePath+"/motivo",schemaPath:"#/allOf/0/then/properties/motivo/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.allOf[0].then.properties.motivo.type,parentSchema:schema27.allOf[0].then.properties.motivo,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
const _errs8 = errors;
let valid4 = false;
let passing0 = null;
const _errs9 = errors;
if("defuncion" !== data1){
const err4 = {instancePath:instancePath+"/motivo",schemaPath:"#/allOf/0/then/properties/motivo/oneOf/0/const",keyword:"const",params:{allowedValue: "defuncion"},message:"must be equal to constant",schema:"defuncion",parentSchema:schema27.allOf[0].then.properties.motivo.oneOf[0],data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid1 = _errs9 === errors;
if(_valid1){
valid4 = true;
passing0 = 0;
}
const _errs10 = errors;
if("transmision" !== data1){
const err5 = {instancePath:instancePath+"/motivo",schemaPath:"#/allOf/0/then/properties/motivo/oneOf/1/const",keyword:"const",params:{allowedValue: "transmision"},message:"must be equal to constant",schema:"transmision",parentSchema:schema27.allOf[0].then.properties.motivo.oneOf[1],data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid1 = _errs10 === errors;
if(_valid1 && valid4){
valid4 = false;
passing0 = [passing0, 1];
}
else {
if(_valid1){
valid4 = true;
passing0 = 1;
}
const _errs11 = errors;
if("otras" !== data1){
const err6 = {instancePath:instancePath+"/motivo",schemaPath:"#/allOf/0/then/properties/motivo/oneOf/2/const",keyword:"const",params:{allowedValue: "otras"},message:"must be equal to constant",schema:"otras",parentSchema:schema27.allOf[0].then.properties.motivo.oneOf[2],data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid1 = _errs11 === errors;
if(_valid1 && valid4){
valid4 = false;
passing0 = [passing0, 2];
}
else {
if(_valid1){
valid4 = true;
passing0 = 2;
}
}
}
if(!valid4){
const err7 = {instancePath:instancePath+"/motivo",schemaPath:"#/allOf/0/then/properties/motivo/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf",schema:schema27.allOf[0].then.properties.motivo.oneOf,parentSchema:schema27.allOf[0].then.properties.motivo,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
else {
errors = _errs8;
if(vErrors !== null){
if(_errs8){
vErrors.length = _errs8;
}
else {
vErrors = null;
}
}
}
}
}
var _valid0 = _errs5 === errors;
valid1 = _valid0;
}
if(!valid1){
const err8 = {instancePath,schemaPath:"#/allOf/0/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema27.allOf[0].if,parentSchema:schema27.allOf[0],data};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.nombre === undefined){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "nombre"},message:"must have required property '"+"nombre"+"'",schema:schema27.required,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.dni === undefined){
const err10 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "dni"},message:"must have required property '"+"dni"+"'",schema:schema27.required,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data.direccion === undefined){
const err11 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "direccion"},message:"must have required property '"+"direccion"+"'",schema:schema27.required,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data.municipio === undefined){
const err12 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "municipio"},message:"must have required property '"+"municipio"+"'",schema:schema27.required,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data.provincia === undefined){
const err13 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "provincia"},message:"must have required property '"+"provincia"+"'",schema:schema27.required,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data.cp === undefined){
const err14 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "cp"},message:"must have required property '"+"cp"+"'",schema:schema27.required,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data.telefono === undefined){
const err15 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "telefono"},message:"must have required property '"+"telefono"+"'",schema:schema27.required,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data.email === undefined){
const err16 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "email"},message:"must have required property '"+"email"+"'",schema:schema27.required,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data.tramite === undefined){
const err17 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "tramite"},message:"must have required property '"+"tramite"+"'",schema:schema27.required,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data.tipoAnimal === undefined){
const err18 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "tipoAnimal"},message:"must have required property '"+"tipoAnimal"+"'",schema:schema27.required,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data.nombreAnimal === undefined){
const err19 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "nombreAnimal"},message:"must have required property '"+"nombreAnimal"+"'",schema:schema27.required,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data.raza === undefined){
const err20 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "raza"},message:"must have required property '"+"raza"+"'",schema:schema27.required,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data.sexo === undefined){
const err21 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "sexo"},message:"must have required property '"+"sexo"+"'",schema:schema27.required,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(data.fechaNacimiento === undefined){
const err22 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "fechaNacimiento"},message:"must have required property '"+"fechaNacimiento"+"'",schema:schema27.required,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(data.chip === undefined){
const err23 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "chip"},message:"must have required property '"+"chip"+"'",schema:schema27.required,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(data.firmaAceptada === undefined){
const err24 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "firmaAceptada"},message:"must have required property '"+"firmaAceptada"+"'",schema:schema27.required,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(data.nombre !== undefined){
let data2 = data.nombre;
if(typeof data2 === "string"){
if(func2(data2) > 500){
const err25 = {instancePath:instancePath+"/nombre",schemaPath:"#/properties/nombre/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters",schema:500,parentSchema:schema27.properties.nombre,data:data2};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(func2(data2) < 1){
const err26 = {instancePath:instancePath+"/nombre",schemaPath:"#/properties/nombre/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema27.properties.nombre,data:data2};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(!pattern0.test(data2)){
const err27 = {instancePath:instancePath+"/nombre",schemaPath:"#/properties/nombre/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\"",schema:"\\S",parentSchema:schema27.properties.nombre,data:data2};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
else {
const err28 = {instancePath:instancePath+"/nombre",schemaPath:"#/properties/nombre/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.nombre.type,parentSchema:schema27.properties.nombre,data:data2};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.dni !== undefined){
let data3 = data.dni;
if(typeof data3 === "string"){
if(!pattern1.test(data3)){
const err29 = {instancePath:instancePath+"/dni",schemaPath:"#/properties/dni/pattern",keyword:"pattern",params:{pattern: "^(?:[0-9]{8}|[XYZxyz][0-9]{7})[A-Za-z]$"},message:"must match pattern \""+"^(?:[0-9]{8}|[XYZxyz][0-9]{7})[A-Za-z]$"+"\"",schema:"^(?:[0-9]{8}|[XYZxyz][0-9]{7})[A-Za-z]$",parentSchema:schema27.properties.dni,data:data3};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(!(formats0(data3))){
const err30 = {instancePath:instancePath+"/dni",schemaPath:"#/properties/dni/format",keyword:"format",params:{format: "dni"},message:"must match format \""+"dni"+"\"",schema:"dni",parentSchema:schema27.properties.dni,data:data3};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
else {
const err31 = {instancePath:instancePath+"/dni",schemaPath:"#/properties/dni/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.dni.type,parentSchema:schema27.properties.dni,data:data3};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data.direccion !== undefined){
let data4 = data.direccion;
if(typeof data4 === "string"){
if(func2(data4) > 500){
const err32 = {instancePath:instancePath+"/direccion",schemaPath:"#/properties/direccion/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters",schema:500,parentSchema:schema27.properties.direccion,data:data4};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(func2(data4) < 1){
const err33 = {instancePath:instancePath+"/direccion",schemaPath:"#/properties/direccion/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema27.properties.direccion,data:data4};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(!pattern0.test(data4)){
const err34 = {instancePath:instancePath+"/direccion",schemaPath:"#/properties/direccion/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\"",schema:"\\S",parentSchema:schema27.properties.direccion,data:data4};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
else {
const err35 = {instancePath:instancePath+"/direccion",schemaPath:"#/properties/direccion/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.direccion.type,parentSchema:schema27.properties.direccion,data:data4};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data.municipio !== undefined){
let data5 = data.municipio;
if(typeof data5 === "string"){
if(func2(data5) > 500){
const err36 = {instancePath:instancePath+"/municipio",schemaPath:"#/properties/municipio/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters",schema:500,parentSchema:schema27.properties.municipio,data:data5};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(func2(data5) < 1){
const err37 = {instancePath:instancePath+"/municipio",schemaPath:"#/properties/municipio/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema27.properties.municipio,data:data5};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(!pattern0.test(data5)){
const err38 = {instancePath:instancePath+"/municipio",schemaPath:"#/properties/municipio/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\"",schema:"\\S",parentSchema:schema27.properties.municipio,data:data5};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
else {
const err39 = {instancePath:instancePath+"/municipio",schemaPath:"#/properties/municipio/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.municipio.type,parentSchema:schema27.properties.municipio,data:data5};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data.provincia !== undefined){
let data6 = data.provincia;
if(typeof data6 === "string"){
if(func2(data6) > 500){
const err40 = {instancePath:instancePath+"/provincia",schemaPath:"#/properties/provincia/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters",schema:500,parentSchema:schema27.properties.provincia,data:data6};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(func2(data6) < 1){
const err41 = {instancePath:instancePath+"/provincia",schemaPath:"#/properties/provincia/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema27.properties.provincia,data:data6};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if(!pattern0.test(data6)){
const err42 = {instancePath:instancePath+"/provincia",schemaPath:"#/properties/provincia/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\"",schema:"\\S",parentSchema:schema27.properties.provincia,data:data6};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
else {
const err43 = {instancePath:instancePath+"/provincia",schemaPath:"#/properties/provincia/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.provincia.type,parentSchema:schema27.properties.provincia,data:data6};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data.cp !== undefined){
let data7 = data.cp;
if(typeof data7 === "string"){
if(!pattern5.test(data7)){
const err44 = {instancePath:instancePath+"/cp",schemaPath:"#/properties/cp/pattern",keyword:"pattern",params:{pattern: "^(?:0[1-9]|[1-9][0-9])[0-9]{3}$"},message:"must match pattern \""+"^(?:0[1-9]|[1-9][0-9])[0-9]{3}$"+"\"",schema:"^(?:0[1-9]|[1-9][0-9])[0-9]{3}$",parentSchema:schema27.properties.cp,data:data7};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
else {
const err45 = {instancePath:instancePath+"/cp",schemaPath:"#/properties/cp/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.cp.type,parentSchema:schema27.properties.cp,data:data7};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data.telefono !== undefined){
let data8 = data.telefono;
if(typeof data8 === "string"){
if(!pattern6.test(data8)){
const err46 = {instancePath:instancePath+"/telefono",schemaPath:"#/properties/telefono/pattern",keyword:"pattern",params:{pattern: "^(?:\\+34 ?)?[6789](?:[ -]?[0-9]){8}$"},message:"must match pattern \""+"^(?:\\+34 ?)?[6789](?:[ -]?[0-9]){8}$"+"\"",schema:"^(?:\\+34 ?)?[6789](?:[ -]?[0-9]){8}$",parentSchema:schema27.properties.telefono,data:data8};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
else {
const err47 = {instancePath:instancePath+"/telefono",schemaPath:"#/properties/telefono/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.telefono.type,parentSchema:schema27.properties.telefono,data:data8};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data.email !== undefined){
let data9 = data.email;
if(typeof data9 === "string"){
if(func2(data9) > 254){
const err48 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/maxLength",keyword:"maxLength",params:{limit: 254},message:"must NOT have more than 254 characters",schema:254,parentSchema:schema27.properties.email,data:data9};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if(!(formats2.test(data9))){
const err49 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/format",keyword:"format",params:{format: "email"},message:"must match format \""+"email"+"\"",schema:"email",parentSchema:schema27.properties.email,data:data9};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
else {
const err50 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.email.type,parentSchema:schema27.properties.email,data:data9};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
if(data.tramite !== undefined){
let data10 = data.tramite;
if(typeof data10 !== "string"){
const err51 = {instancePath:instancePath+"/tramite",schemaPath:"#/properties/tramite/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.tramite.type,parentSchema:schema27.properties.tramite,data:data10};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
const _errs30 = errors;
let valid6 = false;
let passing1 = null;
const _errs31 = errors;
if("alta" !== data10){
const err52 = {instancePath:instancePath+"/tramite",schemaPath:"#/properties/tramite/oneOf/0/const",keyword:"const",params:{allowedValue: "alta"},message:"must be equal to constant",schema:"alta",parentSchema:schema27.properties.tramite.oneOf[0],data:data10};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
var _valid2 = _errs31 === errors;
if(_valid2){
valid6 = true;
passing1 = 0;
}
const _errs32 = errors;
if("baja" !== data10){
const err53 = {instancePath:instancePath+"/tramite",schemaPath:"#/properties/tramite/oneOf/1/const",keyword:"const",params:{allowedValue: "baja"},message:"must be equal to constant",schema:"baja",parentSchema:schema27.properties.tramite.oneOf[1],data:data10};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
var _valid2 = _errs32 === errors;
if(_valid2 && valid6){
valid6 = false;
passing1 = [passing1, 1];
}
else {
if(_valid2){
valid6 = true;
passing1 = 1;
}
}
if(!valid6){
const err54 = {instancePath:instancePath+"/tramite",schemaPath:"#/properties/tramite/oneOf",keyword:"oneOf",params:{passingSchemas: passing1},message:"must match exactly one schema in oneOf",schema:schema27.properties.tramite.oneOf,parentSchema:schema27.properties.tramite,data:data10};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
else {
errors = _errs30;
if(vErrors !== null){
if(_errs30){
vErrors.length = _errs30;
}
else {
vErrors = null;
}
}
}
}
if(data.tipoAnimal !== undefined){
let data11 = data.tipoAnimal;
if(typeof data11 !== "string"){
const err55 = {instancePath:instancePath+"/tipoAnimal",schemaPath:"#/properties/tipoAnimal/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.tipoAnimal.type,parentSchema:schema27.properties.tipoAnimal,data:data11};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
const _errs35 = errors;
let valid7 = false;
let passing2 = null;
const _errs36 = errors;
if("perro" !== data11){
const err56 = {instancePath:instancePath+"/tipoAnimal",schemaPath:"#/properties/tipoAnimal/oneOf/0/const",keyword:"const",params:{allowedValue: "perro"},message:"must be equal to constant",schema:"perro",parentSchema:schema27.properties.tipoAnimal.oneOf[0],data:data11};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
var _valid3 = _errs36 === errors;
if(_valid3){
valid7 = true;
passing2 = 0;
}
const _errs37 = errors;
if("gato" !== data11){
const err57 = {instancePath:instancePath+"/tipoAnimal",schemaPath:"#/properties/tipoAnimal/oneOf/1/const",keyword:"const",params:{allowedValue: "gato"},message:"must be equal to constant",schema:"gato",parentSchema:schema27.properties.tipoAnimal.oneOf[1],data:data11};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
var _valid3 = _errs37 === errors;
if(_valid3 && valid7){
valid7 = false;
passing2 = [passing2, 1];
}
else {
if(_valid3){
valid7 = true;
passing2 = 1;
}
const _errs38 = errors;
if("huron" !== data11){
const err58 = {instancePath:instancePath+"/tipoAnimal",schemaPath:"#/properties/tipoAnimal/oneOf/2/const",keyword:"const",params:{allowedValue: "huron"},message:"must be equal to constant",schema:"huron",parentSchema:schema27.properties.tipoAnimal.oneOf[2],data:data11};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
var _valid3 = _errs38 === errors;
if(_valid3 && valid7){
valid7 = false;
passing2 = [passing2, 2];
}
else {
if(_valid3){
valid7 = true;
passing2 = 2;
}
const _errs39 = errors;
if("otro" !== data11){
const err59 = {instancePath:instancePath+"/tipoAnimal",schemaPath:"#/properties/tipoAnimal/oneOf/3/const",keyword:"const",params:{allowedValue: "otro"},message:"must be equal to constant",schema:"otro",parentSchema:schema27.properties.tipoAnimal.oneOf[3],data:data11};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
var _valid3 = _errs39 === errors;
if(_valid3 && valid7){
valid7 = false;
passing2 = [passing2, 3];
}
else {
if(_valid3){
valid7 = true;
passing2 = 3;
}
}
}
}
if(!valid7){
const err60 = {instancePath:instancePath+"/tipoAnimal",schemaPath:"#/properties/tipoAnimal/oneOf",keyword:"oneOf",params:{passingSchemas: passing2},message:"must match exactly one schema in oneOf",schema:schema27.properties.tipoAnimal.oneOf,parentSchema:schema27.properties.tipoAnimal,data:data11};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
else {
errors = _errs35;
if(vErrors !== null){
if(_errs35){
vErrors.length = _errs35;
}
else {
vErrors = null;
}
}
}
}
if(data.nombreAnimal !== undefined){
let data12 = data.nombreAnimal;
if(typeof data12 === "string"){
if(func2(data12) > 100){
const err61 = {instancePath:instancePath+"/nombreAnimal",schemaPath:"#/properties/nombreAnimal/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema27.properties.nombreAnimal,data:data12};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
if(func2(data12) < 1){
const err62 = {instancePath:instancePath+"/nombreAnimal",schemaPath:"#/properties/nombreAnimal/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema27.properties.nombreAnimal,data:data12};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
if(!pattern0.test(data12)){
const err63 = {instancePath:instancePath+"/nombreAnimal",schemaPath:"#/properties/nombreAnimal/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\"",schema:"\\S",parentSchema:schema27.properties.nombreAnimal,data:data12};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
else {
const err64 = {instancePath:instancePath+"/nombreAnimal",schemaPath:"#/properties/nombreAnimal/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.nombreAnimal.type,parentSchema:schema27.properties.nombreAnimal,data:data12};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
if(data.raza !== undefined){
let data13 = data.raza;
if(typeof data13 === "string"){
if(func2(data13) > 100){
const err65 = {instancePath:instancePath+"/raza",schemaPath:"#/properties/raza/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema27.properties.raza,data:data13};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
if(func2(data13) < 1){
const err66 = {instancePath:instancePath+"/raza",schemaPath:"#/properties/raza/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema27.properties.raza,data:data13};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
if(!pattern0.test(data13)){
const err67 = {instancePath:instancePath+"/raza",schemaPath:"#/properties/raza/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\"",schema:"\\S",parentSchema:schema27.properties.raza,data:data13};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
else {
const err68 = {instancePath:instancePath+"/raza",schemaPath:"#/properties/raza/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.raza.type,parentSchema:schema27.properties.raza,data:data13};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
if(data.sexo !== undefined){
let data14 = data.sexo;
if(typeof data14 !== "string"){
const err69 = {instancePath:instancePath+"/sexo",schemaPath:"#/properties/sexo/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.sexo.type,parentSchema:schema27.properties.sexo,data:data14};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
const _errs46 = errors;
let valid8 = false;
let passing3 = null;
const _errs47 = errors;
if("macho" !== data14){
const err70 = {instancePath:instancePath+"/sexo",schemaPath:"#/properties/sexo/oneOf/0/const",keyword:"const",params:{allowedValue: "macho"},message:"must be equal to constant",schema:"macho",parentSchema:schema27.properties.sexo.oneOf[0],data:data14};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
var _valid4 = _errs47 === errors;
if(_valid4){
valid8 = true;
passing3 = 0;
}
const _errs48 = errors;
if("hembra" !== data14){
const err71 = {instancePath:instancePath+"/sexo",schemaPath:"#/properties/sexo/oneOf/1/const",keyword:"const",params:{allowedValue: "hembra"},message:"must be equal to constant",schema:"hembra",parentSchema:schema27.properties.sexo.oneOf[1],data:data14};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
var _valid4 = _errs48 === errors;
if(_valid4 && valid8){
valid8 = false;
passing3 = [passing3, 1];
}
else {
if(_valid4){
valid8 = true;
passing3 = 1;
}
}
if(!valid8){
const err72 = {instancePath:instancePath+"/sexo",schemaPath:"#/properties/sexo/oneOf",keyword:"oneOf",params:{passingSchemas: passing3},message:"must match exactly one schema in oneOf",schema:schema27.properties.sexo.oneOf,parentSchema:schema27.properties.sexo,data:data14};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
else {
errors = _errs46;
if(vErrors !== null){
if(_errs46){
vErrors.length = _errs46;
}
else {
vErrors = null;
}
}
}
}
if(data.marcas !== undefined){
let data15 = data.marcas;
if(typeof data15 === "string"){
if(func2(data15) > 500){
const err73 = {instancePath:instancePath+"/marcas",schemaPath:"#/properties/marcas/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters",schema:500,parentSchema:schema27.properties.marcas,data:data15};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
if(func2(data15) < 1){
const err74 = {instancePath:instancePath+"/marcas",schemaPath:"#/properties/marcas/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema27.properties.marcas,data:data15};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
if(!pattern0.test(data15)){
const err75 = {instancePath:instancePath+"/marcas",schemaPath:"#/properties/marcas/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\"",schema:"\\S",parentSchema:schema27.properties.marcas,data:data15};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
else {
const err76 = {instancePath:instancePath+"/marcas",schemaPath:"#/properties/marcas/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.marcas.type,parentSchema:schema27.properties.marcas,data:data15};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
}
if(data.fechaNacimiento !== undefined){
let data16 = data.fechaNacimiento;
if(typeof data16 === "string"){
if(!(formats4.validate(data16))){
const err77 = {instancePath:instancePath+"/fechaNacimiento",schemaPath:"#/properties/fechaNacimiento/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\"",schema:"date",parentSchema:schema27.properties.fechaNacimiento,data:data16};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
}
else {
const err78 = {instancePath:instancePath+"/fechaNacimiento",schemaPath:"#/properties/fechaNacimiento/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.fechaNacimiento.type,parentSchema:schema27.properties.fechaNacimiento,data:data16};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
}
if(data.chip !== undefined){
let data17 = data.chip;
if(typeof data17 === "string"){
if(!pattern10.test(data17)){
const err79 = {instancePath:instancePath+"/chip",schemaPath:"#/properties/chip/pattern",keyword:"pattern",params:{pattern: "^[0-9]{15}$"},message:"must match pattern \""+"^[0-9]{15}$"+"\"",schema:"^[0-9]{15}$",parentSchema:schema27.properties.chip,data:data17};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
}
else {
const err80 = {instancePath:instancePath+"/chip",schemaPath:"#/properties/chip/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.chip.type,parentSchema:schema27.properties.chip,data:data17};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
}
if(data.firmaAceptada !== undefined){
let data18 = data.firmaAceptada;
if(typeof data18 !== "boolean"){
const err81 = {instancePath:instancePath+"/firmaAceptada",schemaPath:"#/properties/firmaAceptada/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema27.properties.firmaAceptada.type,parentSchema:schema27.properties.firmaAceptada,data:data18};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
if(true !== data18){
const err82 = {instancePath:instancePath+"/firmaAceptada",schemaPath:"#/properties/firmaAceptada/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant",schema:true,parentSchema:schema27.properties.firmaAceptada,data:data18};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
}
}
else {
const err83 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema27.type,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

exports["7039abd5"] = validate11;
const schema28 = {"properties":{"tramite":{"const":"baja"}},"required":["tramite"],"$id":"7039abd5"};

function validate11(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="7039abd5" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.tramite === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "tramite"},message:"must have required property '"+"tramite"+"'",schema:schema28.required,parentSchema:schema28,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.tramite !== undefined){
let data0 = data.tramite;
if("baja" !== data0){
const err1 = {instancePath:instancePath+"/tramite",schemaPath:"#/properties/tramite/const",keyword:"const",params:{allowedValue: "baja"},message:"must be equal to constant",schema:"baja",parentSchema:schema28.properties.tramite,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
validate11.errors = vErrors;
return errors === 0;
}

exports["1c9b8ae2"] = validate12;
const schema29 = {"const":"defuncion","title":"Defunción del animal","$id":"1c9b8ae2"};

function validate12(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="1c9b8ae2" */;
let vErrors = null;
let errors = 0;
if("defuncion" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "defuncion"},message:"must be equal to constant",schema:"defuncion",parentSchema:schema29,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate12.errors = vErrors;
return errors === 0;
}

exports["-4de611fc"] = validate13;
const schema30 = {"const":"transmision","title":"Transmisión a otra persona","$id":"-4de611fc"};

function validate13(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-4de611fc" */;
let vErrors = null;
let errors = 0;
if("transmision" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "transmision"},message:"must be equal to constant",schema:"transmision",parentSchema:schema30,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate13.errors = vErrors;
return errors === 0;
}

exports["7ddf46a3"] = validate14;
const schema31 = {"const":"otras","title":"Otras causas","$id":"7ddf46a3"};

function validate14(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="7ddf46a3" */;
let vErrors = null;
let errors = 0;
if("otras" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "otras"},message:"must be equal to constant",schema:"otras",parentSchema:schema31,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate14.errors = vErrors;
return errors === 0;
}

exports["66f3bf9d"] = validate15;
const schema32 = {"const":"alta","title":"Alta (inscripción en el censo)","$id":"66f3bf9d"};

function validate15(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="66f3bf9d" */;
let vErrors = null;
let errors = 0;
if("alta" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "alta"},message:"must be equal to constant",schema:"alta",parentSchema:schema32,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate15.errors = vErrors;
return errors === 0;
}

exports["48629caa"] = validate16;
const schema33 = {"const":"baja","title":"Baja del censo","$id":"48629caa"};

function validate16(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="48629caa" */;
let vErrors = null;
let errors = 0;
if("baja" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "baja"},message:"must be equal to constant",schema:"baja",parentSchema:schema33,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate16.errors = vErrors;
return errors === 0;
}

exports["6044d997"] = validate17;
const schema34 = {"const":"perro","title":"Perro","$id":"6044d997"};

function validate17(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="6044d997" */;
let vErrors = null;
let errors = 0;
if("perro" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "perro"},message:"must be equal to constant",schema:"perro",parentSchema:schema34,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate17.errors = vErrors;
return errors === 0;
}

exports["4e88b357"] = validate18;
const schema35 = {"const":"gato","title":"Gato","$id":"4e88b357"};

function validate18(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="4e88b357" */;
let vErrors = null;
let errors = 0;
if("gato" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "gato"},message:"must be equal to constant",schema:"gato",parentSchema:schema35,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate18.errors = vErrors;
return errors === 0;
}

exports["66da24a7"] = validate19;
const schema36 = {"const":"huron","title":"Hurón","$id":"66da24a7"};

function validate19(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="66da24a7" */;
let vErrors = null;
let errors = 0;
if("huron" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "huron"},message:"must be equal to constant",schema:"huron",parentSchema:schema36,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate19.errors = vErrors;
return errors === 0;
}

exports["7b6c44c5"] = validate20;
const schema37 = {"const":"otro","title":"Otra especie","$id":"7b6c44c5"};

function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="7b6c44c5" */;
let vErrors = null;
let errors = 0;
if("otro" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "otro"},message:"must be equal to constant",schema:"otro",parentSchema:schema37,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}

exports["-80d9f71"] = validate21;
const schema38 = {"const":"macho","title":"Macho","$id":"-80d9f71"};

function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-80d9f71" */;
let vErrors = null;
let errors = 0;
if("macho" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "macho"},message:"must be equal to constant",schema:"macho",parentSchema:schema38,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}

exports["-6870a169"] = validate22;
const schema39 = {"const":"hembra","title":"Hembra","$id":"-6870a169"};

function validate22(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-6870a169" */;
let vErrors = null;
let errors = 0;
if("hembra" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "hembra"},message:"must be equal to constant",schema:"hembra",parentSchema:schema39,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate22.errors = vErrors;
return errors === 0;
}

