// @ts-nocheck
// Generado por `npm run generate`. No editar a mano.
import { runtime } from '../../validation/standalone-runtime.ts';

const exports = {};
export default exports;

exports["-3412ee98"] = validate10;
const schema27 = {"title":"Solicitud de licencia de obra mayor","type":"object","properties":{"nombre":{"type":"string","minLength":1,"maxLength":500,"pattern":"\\S","title":"Nombre y apellidos"},"dni":{"title":"DNI/NIE","description":"8 cifras y letra (DNI) o X, Y o Z, 7 cifras y letra (NIE).","type":"string","pattern":"^(?:[0-9]{8}|[XYZxyz][0-9]{7})[A-Za-z]$","format":"dni"},"direccion":{"type":"string","minLength":1,"maxLength":500,"pattern":"\\S","title":"Dirección"},"municipio":{"type":"string","minLength":1,"maxLength":500,"pattern":"\\S","title":"Municipio"},"provincia":{"type":"string","minLength":1,"maxLength":500,"pattern":"\\S","title":"Provincia"},"cp":{"title":"Código postal","type":"string","pattern":"^(?:0[1-9]|[1-9][0-9])[0-9]{3}$"},"telefono":{"title":"Teléfono","type":"string","pattern":"^(?:\\+34 ?)?[6789](?:[ -]?[0-9]){8}$"},"email":{"title":"Correo electrónico","type":"string","format":"email","maxLength":254},"representacion":{"title":"¿En nombre de quién presenta la solicitud?","type":"string","default":"propio","oneOf":[{"const":"propio","title":"En nombre propio"},{"const":"representante","title":"Como representante de otra persona"}]},"calle":{"type":"string","minLength":1,"maxLength":200,"pattern":"\\S","title":"Calle de la obra"},"numero":{"type":"string","minLength":1,"maxLength":20,"pattern":"\\S","title":"Número de la calle de la obra"},"descripcionObra":{"type":"string","minLength":1,"maxLength":5000,"pattern":"\\S","title":"Descripción de la obra"},"presupuesto":{"title":"Presupuesto estimado (€)","type":"number","exclusiveMinimum":0,"maximum":100000000,"multipleOf":0.01},"firmaAceptada":{"title":"Firma de la solicitud","description":"Casilla de firma o consentimiento: debe estar marcada para enviar.","type":"boolean","const":true}},"required":["nombre","dni","direccion","municipio","provincia","cp","telefono","email","representacion","calle","descripcionObra","presupuesto","firmaAceptada"],"examples":[{"nombre":"Marta Ibáñez Cuesta","dni":"56789012B","direccion":"Calle Real, 21","municipio":"Fuentecilla del Monte","provincia":"Valdemora","cp":"99002","telefono":"644777888","email":"marta.ibanez@correo.example","representacion":"propio","calle":"Camino de las Eras","numero":"8","descripcionObra":"Construcción de una vivienda unifamiliar de dos plantas con garaje, según el proyecto básico y de ejecución adjunto.","presupuesto":148500.5,"firmaAceptada":true},{"nombre":"Jorge Santamaría Peña","dni":"67890123B","direccion":"Plaza de la Fuente, 3, 1.º A","municipio":"Robledillo de la Vega","provincia":"Valdemora","cp":"99003","telefono":"955123456","email":"jorge.santamaria@estudio.example","representacion":"representante","repNombre":"Rosa Peña Alonso","repDni":"78901234X","repDireccion":"Calle del Pilar, 9","repMunicipio":"Robledillo de la Vega","repProvincia":"Valdemora","repCp":"99003","calle":"Calle de las Huertas","descripcionObra":"Ampliación de nave agrícola existente en 120 m² con estructura metálica y cubierta de panel sándwich.","presupuesto":62000,"firmaAceptada":true}],"allOf":[{"if":{"properties":{"representacion":{"const":"representante"}},"required":["representacion"]},"then":{"title":"Datos de la persona representada","type":"object","properties":{"repNombre":{"type":"string","minLength":1,"maxLength":500,"pattern":"\\S","title":"Nombre y apellidos del representado"},"repDni":{"title":"DNI/NIE del representado","description":"8 cifras y letra (DNI) o X, Y o Z, 7 cifras y letra (NIE).","type":"string","pattern":"^(?:[0-9]{8}|[XYZxyz][0-9]{7})[A-Za-z]$","format":"dni"},"repDireccion":{"type":"string","minLength":1,"maxLength":500,"pattern":"\\S","title":"Dirección del representado"},"repMunicipio":{"type":"string","minLength":1,"maxLength":500,"pattern":"\\S","title":"Municipio del representado"},"repProvincia":{"type":"string","minLength":1,"maxLength":500,"pattern":"\\S","title":"Provincia del representado"},"repCp":{"title":"Código postal del representado","type":"string","pattern":"^(?:0[1-9]|[1-9][0-9])[0-9]{3}$"}},"required":["repNombre","repDni","repDireccion","repMunicipio","repProvincia","repCp"]}}],"$id":"-3412ee98"};
const func2 = runtime["ajv/dist/runtime/ucs2length"].default;
const pattern0 = new RegExp("\\S", "u");
const pattern1 = new RegExp("^(?:[0-9]{8}|[XYZxyz][0-9]{7})[A-Za-z]$", "u");
const pattern5 = new RegExp("^(?:0[1-9]|[1-9][0-9])[0-9]{3}$", "u");
const pattern12 = new RegExp("^(?:\\+34 ?)?[6789](?:[ -]?[0-9]){8}$", "u");
const formats0 = runtime["#engine/validation/formats"].formats.dni;
const formats4 = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-3412ee98" */;
let vErrors = null;
let errors = 0;
const _errs2 = errors;
let valid1 = true;
const _errs3 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.representacion === undefined) && (missing0 = "representacion")){
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
if(data.representacion !== undefined){
if("representante" !== data.representacion){
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
if(data.repNombre === undefined){
const err2 = {instancePath,schemaPath:"#/allOf/0/then/required",keyword:"required",params:{missingProperty: "repNombre"},message:"must have required property '"+"repNombre"+"'",schema:schema27.allOf[0].then.required,parentSchema:schema27.allOf[0].then,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.repDni === undefined){
const err3 = {instancePath,schemaPath:"#/allOf/0/then/required",keyword:"required",params:{missingProperty: "repDni"},message:"must have required property '"+"repDni"+"'",schema:schema27.allOf[0].then.required,parentSchema:schema27.allOf[0].then,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.repDireccion === undefined){
const err4 = {instancePath,schemaPath:"#/allOf/0/then/required",keyword:"required",params:{missingProperty: "repDireccion"},message:"must have required property '"+"repDireccion"+"'",schema:schema27.allOf[0].then.required,parentSchema:schema27.allOf[0].then,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.repMunicipio === undefined){
const err5 = {instancePath,schemaPath:"#/allOf/0/then/required",keyword:"required",params:{missingProperty: "repMunicipio"},message:"must have required property '"+"repMunicipio"+"'",schema:schema27.allOf[0].then.required,parentSchema:schema27.allOf[0].then,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.repProvincia === undefined){
const err6 = {instancePath,schemaPath:"#/allOf/0/then/required",keyword:"required",params:{missingProperty: "repProvincia"},message:"must have required property '"+"repProvincia"+"'",schema:schema27.allOf[0].then.required,parentSchema:schema27.allOf[0].then,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.repCp === undefined){
const err7 = {instancePath,schemaPath:"#/allOf/0/then/required",keyword:"required",params:{missingProperty: "repCp"},message:"must have required property '"+"repCp"+"'",schema:schema27.allOf[0].then.required,parentSchema:schema27.allOf[0].then,data};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.repNombre !== undefined){
let data1 = data.repNombre;
if(typeof data1 === "string"){
if(func2(data1) > 500){
const err8 = {instancePath:instancePath+"/repNombre",schemaPath:"#/allOf/0/then/properties/repNombre/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters",schema:500,parentSchema:schema27.allOf[0].then.properties.repNombre,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(func2(data1) < 1){
const err9 = {instancePath:instancePath+"/repNombre",schemaPath:"#/allOf/0/then/properties/repNombre/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema27.allOf[0].then.properties.repNombre,data:data1};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!pattern0.test(data1)){
const err10 = {instancePath:instancePath+"/repNombre",schemaPath:"#/allOf/0/then/properties/repNombre/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\"",schema:"\\S",parentSchema:schema27.allOf[0].then.properties.repNombre,data:data1};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/repNombre",schemaPath:"#/allOf/0/then/properties/repNombre/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.allOf[0].then.properties.repNombre.type,parentSchema:schema27.allOf[0].then.properties.repNombre,data:data1};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.repDni !== undefined){
let data2 = data.repDni;
if(typeof data2 === "string"){
if(!pattern1.test(data2)){
const err12 = {instancePath:instancePath+"/repDni",schemaPath:"#/allOf/0/then/properties/repDni/pattern",keyword:"pattern",params:{pattern: "^(?:[0-9]{8}|[XYZxyz][0-9]{7})[A-Za-z]$"},message:"must match pattern \""+"^(?:[0-9]{8}|[XYZxyz][0-9]{7})[A-Za-z]$"+"\"",schema:"^(?:[0-9]{8}|[XYZxyz][0-9]{7})[A-Za-z]$",parentSchema:schema27.allOf[0].then.properties.repDni,data:data2};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!(formats0(data2))){
const err13 = {instancePath:instancePath+"/repDni",schemaPath:"#/allOf/0/then/properties/repDni/format",keyword:"format",params:{format: "dni"},message:"must match format \""+"dni"+"\"",schema:"dni",parentSchema:schema27.allOf[0].then.properties.repDni,data:data2};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/repDni",schemaPath:"#/allOf/0/then/properties/repDni/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.allOf[0].then.properties.repDni.type,parentSchema:schema27.allOf[0].then.properties.repDni,data:data2};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.repDireccion !== undefined){
let data3 = data.repDireccion;
if(typeof data3 === "string"){
if(func2(data3) > 500){
const err15 = {instancePath:instancePath+"/repDireccion",schemaPath:"#/allOf/0/then/properties/repDireccion/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters",schema:500,parentSchema:schema27.allOf[0].then.properties.repDireccion,data:data3};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(func2(data3) < 1){
const err16 = {instancePath:instancePath+"/repDireccion",schemaPath:"#/allOf/0/then/properties/repDireccion/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema27.allOf[0].then.properties.repDireccion,data:data3};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(!pattern0.test(data3)){
const err17 = {instancePath:instancePath+"/repDireccion",schemaPath:"#/allOf/0/then/properties/repDireccion/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\"",schema:"\\S",parentSchema:schema27.allOf[0].then.properties.repDireccion,data:data3};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
else {
const err18 = {instancePath:instancePath+"/repDireccion",schemaPath:"#/allOf/0/then/properties/repDireccion/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.allOf[0].then.properties.repDireccion.type,parentSchema:schema27.allOf[0].then.properties.repDireccion,data:data3};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.repMunicipio !== undefined){
let data4 = data.repMunicipio;
if(typeof data4 === "string"){
if(func2(data4) > 500){
const err19 = {instancePath:instancePath+"/repMunicipio",schemaPath:"#/allOf/0/then/properties/repMunicipio/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters",schema:500,parentSchema:schema27.allOf[0].then.properties.repMunicipio,data:data4};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(func2(data4) < 1){
const err20 = {instancePath:instancePath+"/repMunicipio",schemaPath:"#/allOf/0/then/properties/repMunicipio/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema27.allOf[0].then.properties.repMunicipio,data:data4};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(!pattern0.test(data4)){
const err21 = {instancePath:instancePath+"/repMunicipio",schemaPath:"#/allOf/0/then/properties/repMunicipio/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\"",schema:"\\S",parentSchema:schema27.allOf[0].then.properties.repMunicipio,data:data4};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
else {
const err22 = {instancePath:instancePath+"/repMunicipio",schemaPath:"#/allOf/0/then/properties/repMunicipio/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.allOf[0].then.properties.repMunicipio.type,parentSchema:schema27.allOf[0].then.properties.repMunicipio,data:data4};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.repProvincia !== undefined){
let data5 = data.repProvincia;
if(typeof data5 === "string"){
if(func2(data5) > 500){
const err23 = {instancePath:instancePath+"/repProvincia",schemaPath:"#/allOf/0/then/properties/repProvincia/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters",schema:500,parentSchema:schema27.allOf[0].then.properties.repProvincia,data:data5};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(func2(data5) < 1){
const err24 = {instancePath:instancePath+"/repProvincia",schemaPath:"#/allOf/0/then/properties/repProvincia/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema27.allOf[0].then.properties.repProvincia,data:data5};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(!pattern0.test(data5)){
const err25 = {instancePath:instancePath+"/repProvincia",schemaPath:"#/allOf/0/then/properties/repProvincia/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\"",schema:"\\S",parentSchema:schema27.allOf[0].then.properties.repProvincia,data:data5};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
else {
const err26 = {instancePath:instancePath+"/repProvincia",schemaPath:"#/allOf/0/then/properties/repProvincia/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.allOf[0].then.properties.repProvincia.type,parentSchema:schema27.allOf[0].then.properties.repProvincia,data:data5};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.repCp !== undefined){
let data6 = data.repCp;
if(typeof data6 === "string"){
if(!pattern5.test(data6)){
const err27 = {instancePath:instancePath+"/repCp",schemaPath:"#/allOf/0/then/properties/repCp/pattern",keyword:"pattern",params:{pattern: "^(?:0[1-9]|[1-9][0-9])[0-9]{3}$"},message:"must match pattern \""+"^(?:0[1-9]|[1-9][0-9])[0-9]{3}$"+"\"",schema:"^(?:0[1-9]|[1-9][0-9])[0-9]{3}$",parentSchema:schema27.allOf[0].then.properties.repCp,data:data6};
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
const err28 = {instancePath:instancePath+"/repCp",schemaPath:"#/allOf/0/then/properties/repCp/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.allOf[0].then.properties.repCp.type,parentSchema:schema27.allOf[0].then.properties.repCp,data:data6};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
}
else {
const err29 = {instancePath,schemaPath:"#/allOf/0/then/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema27.allOf[0].then.type,parentSchema:schema27.allOf[0].then,data};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
var _valid0 = _errs5 === errors;
valid1 = _valid0;
}
if(!valid1){
const err30 = {instancePath,schemaPath:"#/allOf/0/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema27.allOf[0].if,parentSchema:schema27.allOf[0],data};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.nombre === undefined){
const err31 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "nombre"},message:"must have required property '"+"nombre"+"'",schema:schema27.required,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(data.dni === undefined){
const err32 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "dni"},message:"must have required property '"+"dni"+"'",schema:schema27.required,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(data.direccion === undefined){
const err33 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "direccion"},message:"must have required property '"+"direccion"+"'",schema:schema27.required,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(data.municipio === undefined){
const err34 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "municipio"},message:"must have required property '"+"municipio"+"'",schema:schema27.required,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(data.provincia === undefined){
const err35 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "provincia"},message:"must have required property '"+"provincia"+"'",schema:schema27.required,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(data.cp === undefined){
const err36 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "cp"},message:"must have required property '"+"cp"+"'",schema:schema27.required,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(data.telefono === undefined){
const err37 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "telefono"},message:"must have required property '"+"telefono"+"'",schema:schema27.required,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(data.email === undefined){
const err38 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "email"},message:"must have required property '"+"email"+"'",schema:schema27.required,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(data.representacion === undefined){
const err39 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "representacion"},message:"must have required property '"+"representacion"+"'",schema:schema27.required,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(data.calle === undefined){
const err40 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "calle"},message:"must have required property '"+"calle"+"'",schema:schema27.required,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(data.descripcionObra === undefined){
const err41 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "descripcionObra"},message:"must have required property '"+"descripcionObra"+"'",schema:schema27.required,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if(data.presupuesto === undefined){
const err42 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "presupuesto"},message:"must have required property '"+"presupuesto"+"'",schema:schema27.required,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if(data.firmaAceptada === undefined){
const err43 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "firmaAceptada"},message:"must have required property '"+"firmaAceptada"+"'",schema:schema27.required,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(data.nombre !== undefined){
let data7 = data.nombre;
if(typeof data7 === "string"){
if(func2(data7) > 500){
const err44 = {instancePath:instancePath+"/nombre",schemaPath:"#/properties/nombre/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters",schema:500,parentSchema:schema27.properties.nombre,data:data7};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if(func2(data7) < 1){
const err45 = {instancePath:instancePath+"/nombre",schemaPath:"#/properties/nombre/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema27.properties.nombre,data:data7};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
if(!pattern0.test(data7)){
const err46 = {instancePath:instancePath+"/nombre",schemaPath:"#/properties/nombre/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\"",schema:"\\S",parentSchema:schema27.properties.nombre,data:data7};
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
const err47 = {instancePath:instancePath+"/nombre",schemaPath:"#/properties/nombre/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.nombre.type,parentSchema:schema27.properties.nombre,data:data7};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data.dni !== undefined){
let data8 = data.dni;
if(typeof data8 === "string"){
if(!pattern1.test(data8)){
const err48 = {instancePath:instancePath+"/dni",schemaPath:"#/properties/dni/pattern",keyword:"pattern",params:{pattern: "^(?:[0-9]{8}|[XYZxyz][0-9]{7})[A-Za-z]$"},message:"must match pattern \""+"^(?:[0-9]{8}|[XYZxyz][0-9]{7})[A-Za-z]$"+"\"",schema:"^(?:[0-9]{8}|[XYZxyz][0-9]{7})[A-Za-z]$",parentSchema:schema27.properties.dni,data:data8};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if(!(formats0(data8))){
const err49 = {instancePath:instancePath+"/dni",schemaPath:"#/properties/dni/format",keyword:"format",params:{format: "dni"},message:"must match format \""+"dni"+"\"",schema:"dni",parentSchema:schema27.properties.dni,data:data8};
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
const err50 = {instancePath:instancePath+"/dni",schemaPath:"#/properties/dni/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.dni.type,parentSchema:schema27.properties.dni,data:data8};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
if(data.direccion !== undefined){
let data9 = data.direccion;
if(typeof data9 === "string"){
if(func2(data9) > 500){
const err51 = {instancePath:instancePath+"/direccion",schemaPath:"#/properties/direccion/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters",schema:500,parentSchema:schema27.properties.direccion,data:data9};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
if(func2(data9) < 1){
const err52 = {instancePath:instancePath+"/direccion",schemaPath:"#/properties/direccion/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema27.properties.direccion,data:data9};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
if(!pattern0.test(data9)){
const err53 = {instancePath:instancePath+"/direccion",schemaPath:"#/properties/direccion/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\"",schema:"\\S",parentSchema:schema27.properties.direccion,data:data9};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
else {
const err54 = {instancePath:instancePath+"/direccion",schemaPath:"#/properties/direccion/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.direccion.type,parentSchema:schema27.properties.direccion,data:data9};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
if(data.municipio !== undefined){
let data10 = data.municipio;
if(typeof data10 === "string"){
if(func2(data10) > 500){
const err55 = {instancePath:instancePath+"/municipio",schemaPath:"#/properties/municipio/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters",schema:500,parentSchema:schema27.properties.municipio,data:data10};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
if(func2(data10) < 1){
const err56 = {instancePath:instancePath+"/municipio",schemaPath:"#/properties/municipio/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema27.properties.municipio,data:data10};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
if(!pattern0.test(data10)){
const err57 = {instancePath:instancePath+"/municipio",schemaPath:"#/properties/municipio/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\"",schema:"\\S",parentSchema:schema27.properties.municipio,data:data10};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
else {
const err58 = {instancePath:instancePath+"/municipio",schemaPath:"#/properties/municipio/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.municipio.type,parentSchema:schema27.properties.municipio,data:data10};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
if(data.provincia !== undefined){
let data11 = data.provincia;
if(typeof data11 === "string"){
if(func2(data11) > 500){
const err59 = {instancePath:instancePath+"/provincia",schemaPath:"#/properties/provincia/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters",schema:500,parentSchema:schema27.properties.provincia,data:data11};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
if(func2(data11) < 1){
const err60 = {instancePath:instancePath+"/provincia",schemaPath:"#/properties/provincia/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema27.properties.provincia,data:data11};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
if(!pattern0.test(data11)){
const err61 = {instancePath:instancePath+"/provincia",schemaPath:"#/properties/provincia/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\"",schema:"\\S",parentSchema:schema27.properties.provincia,data:data11};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
else {
const err62 = {instancePath:instancePath+"/provincia",schemaPath:"#/properties/provincia/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.provincia.type,parentSchema:schema27.properties.provincia,data:data11};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
if(data.cp !== undefined){
let data12 = data.cp;
if(typeof data12 === "string"){
if(!pattern5.test(data12)){
const err63 = {instancePath:instancePath+"/cp",schemaPath:"#/properties/cp/pattern",keyword:"pattern",params:{pattern: "^(?:0[1-9]|[1-9][0-9])[0-9]{3}$"},message:"must match pattern \""+"^(?:0[1-9]|[1-9][0-9])[0-9]{3}$"+"\"",schema:"^(?:0[1-9]|[1-9][0-9])[0-9]{3}$",parentSchema:schema27.properties.cp,data:data12};
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
const err64 = {instancePath:instancePath+"/cp",schemaPath:"#/properties/cp/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.cp.type,parentSchema:schema27.properties.cp,data:data12};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
if(data.telefono !== undefined){
let data13 = data.telefono;
if(typeof data13 === "string"){
if(!pattern12.test(data13)){
const err65 = {instancePath:instancePath+"/telefono",schemaPath:"#/properties/telefono/pattern",keyword:"pattern",params:{pattern: "^(?:\\+34 ?)?[6789](?:[ -]?[0-9]){8}$"},message:"must match pattern \""+"^(?:\\+34 ?)?[6789](?:[ -]?[0-9]){8}$"+"\"",schema:"^(?:\\+34 ?)?[6789](?:[ -]?[0-9]){8}$",parentSchema:schema27.properties.telefono,data:data13};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
else {
const err66 = {instancePath:instancePath+"/telefono",schemaPath:"#/properties/telefono/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.telefono.type,parentSchema:schema27.properties.telefono,data:data13};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
if(data.email !== undefined){
let data14 = data.email;
if(typeof data14 === "string"){
if(func2(data14) > 254){
const err67 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/maxLength",keyword:"maxLength",params:{limit: 254},message:"must NOT have more than 254 characters",schema:254,parentSchema:schema27.properties.email,data:data14};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
if(!(formats4.test(data14))){
const err68 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/format",keyword:"format",params:{format: "email"},message:"must match format \""+"email"+"\"",schema:"email",parentSchema:schema27.properties.email,data:data14};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
else {
const err69 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.email.type,parentSchema:schema27.properties.email,data:data14};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
if(data.representacion !== undefined){
let data15 = data.representacion;
if(typeof data15 !== "string"){
const err70 = {instancePath:instancePath+"/representacion",schemaPath:"#/properties/representacion/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.representacion.type,parentSchema:schema27.properties.representacion,data:data15};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
const _errs37 = errors;
let valid5 = false;
let passing0 = null;
const _errs38 = errors;
if("propio" !== data15){
const err71 = {instancePath:instancePath+"/representacion",schemaPath:"#/properties/representacion/oneOf/0/const",keyword:"const",params:{allowedValue: "propio"},message:"must be equal to constant",schema:"propio",parentSchema:schema27.properties.representacion.oneOf[0],data:data15};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
var _valid1 = _errs38 === errors;
if(_valid1){
valid5 = true;
passing0 = 0;
}
const _errs39 = errors;
if("representante" !== data15){
const err72 = {instancePath:instancePath+"/representacion",schemaPath:"#/properties/representacion/oneOf/1/const",keyword:"const",params:{allowedValue: "representante"},message:"must be equal to constant",schema:"representante",parentSchema:schema27.properties.representacion.oneOf[1],data:data15};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
var _valid1 = _errs39 === errors;
if(_valid1 && valid5){
valid5 = false;
passing0 = [passing0, 1];
}
else {
if(_valid1){
valid5 = true;
passing0 = 1;
}
}
if(!valid5){
const err73 = {instancePath:instancePath+"/representacion",schemaPath:"#/properties/representacion/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf",schema:schema27.properties.representacion.oneOf,parentSchema:schema27.properties.representacion,data:data15};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
else {
errors = _errs37;
if(vErrors !== null){
if(_errs37){
vErrors.length = _errs37;
}
else {
vErrors = null;
}
}
}
}
if(data.calle !== undefined){
let data16 = data.calle;
if(typeof data16 === "string"){
if(func2(data16) > 200){
const err74 = {instancePath:instancePath+"/calle",schemaPath:"#/properties/calle/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema27.properties.calle,data:data16};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
if(func2(data16) < 1){
const err75 = {instancePath:instancePath+"/calle",schemaPath:"#/properties/calle/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema27.properties.calle,data:data16};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
if(!pattern0.test(data16)){
const err76 = {instancePath:instancePath+"/calle",schemaPath:"#/properties/calle/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\"",schema:"\\S",parentSchema:schema27.properties.calle,data:data16};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
}
else {
const err77 = {instancePath:instancePath+"/calle",schemaPath:"#/properties/calle/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.calle.type,parentSchema:schema27.properties.calle,data:data16};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
}
if(data.numero !== undefined){
let data17 = data.numero;
if(typeof data17 === "string"){
if(func2(data17) > 20){
const err78 = {instancePath:instancePath+"/numero",schemaPath:"#/properties/numero/maxLength",keyword:"maxLength",params:{limit: 20},message:"must NOT have more than 20 characters",schema:20,parentSchema:schema27.properties.numero,data:data17};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
if(func2(data17) < 1){
const err79 = {instancePath:instancePath+"/numero",schemaPath:"#/properties/numero/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema27.properties.numero,data:data17};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
if(!pattern0.test(data17)){
const err80 = {instancePath:instancePath+"/numero",schemaPath:"#/properties/numero/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\"",schema:"\\S",parentSchema:schema27.properties.numero,data:data17};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
}
else {
const err81 = {instancePath:instancePath+"/numero",schemaPath:"#/properties/numero/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.numero.type,parentSchema:schema27.properties.numero,data:data17};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
}
if(data.descripcionObra !== undefined){
let data18 = data.descripcionObra;
if(typeof data18 === "string"){
if(func2(data18) > 5000){
const err82 = {instancePath:instancePath+"/descripcionObra",schemaPath:"#/properties/descripcionObra/maxLength",keyword:"maxLength",params:{limit: 5000},message:"must NOT have more than 5000 characters",schema:5000,parentSchema:schema27.properties.descripcionObra,data:data18};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
if(func2(data18) < 1){
const err83 = {instancePath:instancePath+"/descripcionObra",schemaPath:"#/properties/descripcionObra/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema27.properties.descripcionObra,data:data18};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
if(!pattern0.test(data18)){
const err84 = {instancePath:instancePath+"/descripcionObra",schemaPath:"#/properties/descripcionObra/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\"",schema:"\\S",parentSchema:schema27.properties.descripcionObra,data:data18};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
}
else {
const err85 = {instancePath:instancePath+"/descripcionObra",schemaPath:"#/properties/descripcionObra/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.descripcionObra.type,parentSchema:schema27.properties.descripcionObra,data:data18};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
}
if(data.presupuesto !== undefined){
let data19 = data.presupuesto;
if(typeof data19 == "number"){
if(data19 > 100000000 || isNaN(data19)){
const err86 = {instancePath:instancePath+"/presupuesto",schemaPath:"#/properties/presupuesto/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000},message:"must be <= 100000000",schema:100000000,parentSchema:schema27.properties.presupuesto,data:data19};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
if(data19 <= 0 || isNaN(data19)){
const err87 = {instancePath:instancePath+"/presupuesto",schemaPath:"#/properties/presupuesto/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0",schema:0,parentSchema:schema27.properties.presupuesto,data:data19};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
let res0;
if((0.01 === 0 || (res0 = data19/0.01, Math.abs(Math.round(res0) - res0) > 1e-8))){
const err88 = {instancePath:instancePath+"/presupuesto",schemaPath:"#/properties/presupuesto/multipleOf",keyword:"multipleOf",params:{multipleOf: 0.01},message:"must be multiple of 0.01",schema:0.01,parentSchema:schema27.properties.presupuesto,data:data19};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
}
else {
const err89 = {instancePath:instancePath+"/presupuesto",schemaPath:"#/properties/presupuesto/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema27.properties.presupuesto.type,parentSchema:schema27.properties.presupuesto,data:data19};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
}
if(data.firmaAceptada !== undefined){
let data20 = data.firmaAceptada;
if(typeof data20 !== "boolean"){
const err90 = {instancePath:instancePath+"/firmaAceptada",schemaPath:"#/properties/firmaAceptada/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema27.properties.firmaAceptada.type,parentSchema:schema27.properties.firmaAceptada,data:data20};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
if(true !== data20){
const err91 = {instancePath:instancePath+"/firmaAceptada",schemaPath:"#/properties/firmaAceptada/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant",schema:true,parentSchema:schema27.properties.firmaAceptada,data:data20};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
}
}
else {
const err92 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema27.type,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

exports.f1cd577 = validate11;
const schema28 = {"properties":{"representacion":{"const":"representante"}},"required":["representacion"],"$id":"f1cd577"};

function validate11(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="f1cd577" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.representacion === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "representacion"},message:"must have required property '"+"representacion"+"'",schema:schema28.required,parentSchema:schema28,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.representacion !== undefined){
let data0 = data.representacion;
if("representante" !== data0){
const err1 = {instancePath:instancePath+"/representacion",schemaPath:"#/properties/representacion/const",keyword:"const",params:{allowedValue: "representante"},message:"must be equal to constant",schema:"representante",parentSchema:schema28.properties.representacion,data:data0};
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

exports["2d73acd7"] = validate12;
const schema29 = {"const":"propio","title":"En nombre propio","$id":"2d73acd7"};

function validate12(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="2d73acd7" */;
let vErrors = null;
let errors = 0;
if("propio" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "propio"},message:"must be equal to constant",schema:"propio",parentSchema:schema29,data};
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

exports["555a7a40"] = validate13;
const schema30 = {"const":"representante","title":"Como representante de otra persona","$id":"555a7a40"};

function validate13(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="555a7a40" */;
let vErrors = null;
let errors = 0;
if("representante" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "representante"},message:"must be equal to constant",schema:"representante",parentSchema:schema30,data};
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

