// @ts-nocheck
// Generado por `npm run generate`. No editar a mano.
import { runtime } from '../../validation/standalone-runtime.ts';

const exports = {};
export default exports;

exports["12cd5198"] = validate10;
const schema27 = {"title":"Solicitud general","type":"object","properties":{"nombre":{"type":"string","minLength":1,"maxLength":500,"pattern":"\\S","title":"Nombre y apellidos"},"dni":{"title":"DNI/NIE","description":"8 cifras y letra (DNI) o X, Y o Z, 7 cifras y letra (NIE).","type":"string","pattern":"^(?:[0-9]{8}|[XYZxyz][0-9]{7})[A-Za-z]$","format":"dni"},"direccion":{"type":"string","minLength":1,"maxLength":500,"pattern":"\\S","title":"Dirección"},"municipio":{"type":"string","minLength":1,"maxLength":500,"pattern":"\\S","title":"Municipio"},"provincia":{"type":"string","minLength":1,"maxLength":500,"pattern":"\\S","title":"Provincia"},"cp":{"title":"Código postal","type":"string","pattern":"^(?:0[1-9]|[1-9][0-9])[0-9]{3}$"},"telefono":{"title":"Teléfono","type":"string","pattern":"^(?:\\+34 ?)?[6789](?:[ -]?[0-9]){8}$"},"email":{"title":"Correo electrónico","type":"string","format":"email","maxLength":254},"rep_nombre":{"type":"string","minLength":1,"maxLength":500,"pattern":"\\S","title":"Nombre y apellidos del representante"},"rep_dni":{"title":"DNI/NIE del representante","description":"8 cifras y letra (DNI) o X, Y o Z, 7 cifras y letra (NIE).","type":"string","pattern":"^(?:[0-9]{8}|[XYZxyz][0-9]{7})[A-Za-z]$","format":"dni"},"rep_telefono":{"title":"Teléfono del representante","type":"string","pattern":"^(?:\\+34 ?)?[6789](?:[ -]?[0-9]){8}$"},"rep_email":{"title":"Correo electrónico del representante","type":"string","format":"email","maxLength":254},"expone":{"type":"string","minLength":1,"maxLength":5000,"pattern":"\\S","title":"Expone"},"solicita":{"type":"string","minLength":1,"maxLength":5000,"pattern":"\\S","title":"Solicita"},"organo":{"title":"Órgano al que se dirige","type":"string","oneOf":[{"const":"Alcaldía","title":"Alcaldía"},{"const":"Pleno del Ayuntamiento","title":"Pleno del Ayuntamiento"},{"const":"Junta de Gobierno Local","title":"Junta de Gobierno Local"},{"const":"Secretaría-Intervención","title":"Secretaría-Intervención"},{"const":"Servicios técnicos municipales","title":"Servicios técnicos municipales"}],"default":"Alcaldía"},"firmaAceptada":{"title":"Declaración y firma","description":"Casilla de firma o consentimiento: debe estar marcada para enviar.","type":"boolean","const":true}},"required":["nombre","dni","direccion","municipio","provincia","cp","telefono","email","expone","solicita","organo","firmaAceptada"],"examples":[{"nombre":"Pilar Quintana Roldán","dni":"66778899D","direccion":"Calle de las Escuelas, 6","municipio":"Fuentecilla del Monte","provincia":"Valdemora","cp":"99002","telefono":"610333444","email":"pilar.quintana@correo.example","expone":"Que la farola situada frente al número 6 de la calle de las Escuelas lleva tres semanas apagada y la calle queda a oscuras por la noche.","solicita":"Que se revise y se repare el alumbrado público de la calle de las Escuelas.","organo":"Alcaldía","firmaAceptada":true},{"nombre":"Pilar Quintana Roldán","dni":"66778899D","direccion":"Calle de las Escuelas, 6","municipio":"Fuentecilla del Monte","provincia":"Valdemora","cp":"99002","telefono":"610333444","email":"pilar.quintana@correo.example","rep_nombre":"Víctor Quintana Soler","rep_dni":"Y1234567X","rep_email":"victor.quintana@correo.example","expone":"Que los vecinos de la calle de las Escuelas deseamos celebrar una comida vecinal en la plaza del Lavadero el próximo 15 de agosto.","solicita":"Autorización para ocupar la plaza del Lavadero de 13:00 a 18:00 horas y el préstamo de diez mesas.","organo":"Junta de Gobierno Local","firmaAceptada":true}],"allOf":[{"if":{"required":["rep_nombre"]},"then":{"properties":{"rep_dni":{"title":"DNI/NIE del representante","description":"8 cifras y letra (DNI) o X, Y o Z, 7 cifras y letra (NIE).","type":"string","pattern":"^(?:[0-9]{8}|[XYZxyz][0-9]{7})[A-Za-z]$","format":"dni"}},"required":["rep_dni"]}},{"if":{"required":["rep_dni"]},"then":{"properties":{"rep_nombre":{"type":"string","minLength":1,"maxLength":500,"pattern":"\\S","title":"Nombre y apellidos del representante"}},"required":["rep_nombre"]}}],"$id":"12cd5198"};
const formats0 = runtime["#engine/validation/formats"].formats.dni;
const formats4 = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;
const pattern0 = new RegExp("^(?:[0-9]{8}|[XYZxyz][0-9]{7})[A-Za-z]$", "u");
const pattern1 = new RegExp("\\S", "u");
const pattern7 = new RegExp("^(?:0[1-9]|[1-9][0-9])[0-9]{3}$", "u");
const pattern8 = new RegExp("^(?:\\+34 ?)?[6789](?:[ -]?[0-9]){8}$", "u");
const func2 = runtime["ajv/dist/runtime/ucs2length"].default;

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="12cd5198" */;
let vErrors = null;
let errors = 0;
const _errs2 = errors;
let valid1 = true;
const _errs3 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.rep_nombre === undefined) && (missing0 = "rep_nombre")){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
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
const _errs4 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.rep_dni === undefined){
const err1 = {instancePath,schemaPath:"#/allOf/0/then/required",keyword:"required",params:{missingProperty: "rep_dni"},message:"must have required property '"+"rep_dni"+"'",schema:schema27.allOf[0].then.required,parentSchema:schema27.allOf[0].then,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.rep_dni !== undefined){
let data0 = data.rep_dni;
if(typeof data0 === "string"){
if(!pattern0.test(data0)){
const err2 = {instancePath:instancePath+"/rep_dni",schemaPath:"#/allOf/0/then/properties/rep_dni/pattern",keyword:"pattern",params:{pattern: "^(?:[0-9]{8}|[XYZxyz][0-9]{7})[A-Za-z]$"},message:"must match pattern \""+"^(?:[0-9]{8}|[XYZxyz][0-9]{7})[A-Za-z]$"+"\"",schema:"^(?:[0-9]{8}|[XYZxyz][0-9]{7})[A-Za-z]$",parentSchema:schema27.allOf[0].then.properties.rep_dni,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!(formats0(data0))){
const err3 = {instancePath:instancePath+"/rep_dni",schemaPath:"#/allOf/0/then/properties/rep_dni/format",keyword:"format",params:{format: "dni"},message:"must match format \""+"dni"+"\"",schema:"dni",parentSchema:schema27.allOf[0].then.properties.rep_dni,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/rep_dni",schemaPath:"#/allOf/0/then/properties/rep_dni/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.allOf[0].then.properties.rep_dni.type,parentSchema:schema27.allOf[0].then.properties.rep_dni,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
var _valid0 = _errs4 === errors;
valid1 = _valid0;
}
if(!valid1){
const err5 = {instancePath,schemaPath:"#/allOf/0/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema27.allOf[0].if,parentSchema:schema27.allOf[0],data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
const _errs8 = errors;
let valid3 = true;
const _errs9 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if((data.rep_dni === undefined) && (missing1 = "rep_dni")){
const err6 = {};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
var _valid1 = _errs9 === errors;
errors = _errs8;
if(vErrors !== null){
if(_errs8){
vErrors.length = _errs8;
}
else {
vErrors = null;
}
}
if(_valid1){
const _errs10 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.rep_nombre === undefined){
const err7 = {instancePath,schemaPath:"#/allOf/1/then/required",keyword:"required",params:{missingProperty: "rep_nombre"},message:"must have required property '"+"rep_nombre"+"'",schema:schema27.allOf[1].then.required,parentSchema:schema27.allOf[1].then,data};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.rep_nombre !== undefined){
let data1 = data.rep_nombre;
if(typeof data1 === "string"){
if(func2(data1) > 500){
const err8 = {instancePath:instancePath+"/rep_nombre",schemaPath:"#/allOf/1/then/properties/rep_nombre/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters",schema:500,parentSchema:schema27.allOf[1].then.properties.rep_nombre,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(func2(data1) < 1){
const err9 = {instancePath:instancePath+"/rep_nombre",schemaPath:"#/allOf/1/then/properties/rep_nombre/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema27.allOf[1].then.properties.rep_nombre,data:data1};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!pattern1.test(data1)){
const err10 = {instancePath:instancePath+"/rep_nombre",schemaPath:"#/allOf/1/then/properties/rep_nombre/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\"",schema:"\\S",parentSchema:schema27.allOf[1].then.properties.rep_nombre,data:data1};
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
const err11 = {instancePath:instancePath+"/rep_nombre",schemaPath:"#/allOf/1/then/properties/rep_nombre/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.allOf[1].then.properties.rep_nombre.type,parentSchema:schema27.allOf[1].then.properties.rep_nombre,data:data1};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
var _valid1 = _errs10 === errors;
valid3 = _valid1;
}
if(!valid3){
const err12 = {instancePath,schemaPath:"#/allOf/1/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema27.allOf[1].if,parentSchema:schema27.allOf[1],data};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.nombre === undefined){
const err13 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "nombre"},message:"must have required property '"+"nombre"+"'",schema:schema27.required,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data.dni === undefined){
const err14 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "dni"},message:"must have required property '"+"dni"+"'",schema:schema27.required,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data.direccion === undefined){
const err15 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "direccion"},message:"must have required property '"+"direccion"+"'",schema:schema27.required,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data.municipio === undefined){
const err16 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "municipio"},message:"must have required property '"+"municipio"+"'",schema:schema27.required,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data.provincia === undefined){
const err17 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "provincia"},message:"must have required property '"+"provincia"+"'",schema:schema27.required,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data.cp === undefined){
const err18 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "cp"},message:"must have required property '"+"cp"+"'",schema:schema27.required,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data.telefono === undefined){
const err19 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "telefono"},message:"must have required property '"+"telefono"+"'",schema:schema27.required,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data.email === undefined){
const err20 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "email"},message:"must have required property '"+"email"+"'",schema:schema27.required,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data.expone === undefined){
const err21 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "expone"},message:"must have required property '"+"expone"+"'",schema:schema27.required,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(data.solicita === undefined){
const err22 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "solicita"},message:"must have required property '"+"solicita"+"'",schema:schema27.required,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(data.organo === undefined){
const err23 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "organo"},message:"must have required property '"+"organo"+"'",schema:schema27.required,parentSchema:schema27,data};
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
if(!pattern1.test(data2)){
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
if(!pattern0.test(data3)){
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
if(!pattern1.test(data4)){
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
if(!pattern1.test(data5)){
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
if(!pattern1.test(data6)){
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
if(!pattern7.test(data7)){
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
if(!pattern8.test(data8)){
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
if(!(formats4.test(data9))){
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
if(data.rep_nombre !== undefined){
let data10 = data.rep_nombre;
if(typeof data10 === "string"){
if(func2(data10) > 500){
const err51 = {instancePath:instancePath+"/rep_nombre",schemaPath:"#/properties/rep_nombre/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters",schema:500,parentSchema:schema27.properties.rep_nombre,data:data10};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
if(func2(data10) < 1){
const err52 = {instancePath:instancePath+"/rep_nombre",schemaPath:"#/properties/rep_nombre/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema27.properties.rep_nombre,data:data10};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
if(!pattern1.test(data10)){
const err53 = {instancePath:instancePath+"/rep_nombre",schemaPath:"#/properties/rep_nombre/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\"",schema:"\\S",parentSchema:schema27.properties.rep_nombre,data:data10};
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
const err54 = {instancePath:instancePath+"/rep_nombre",schemaPath:"#/properties/rep_nombre/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.rep_nombre.type,parentSchema:schema27.properties.rep_nombre,data:data10};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
if(data.rep_dni !== undefined){
let data11 = data.rep_dni;
if(typeof data11 === "string"){
if(!pattern0.test(data11)){
const err55 = {instancePath:instancePath+"/rep_dni",schemaPath:"#/properties/rep_dni/pattern",keyword:"pattern",params:{pattern: "^(?:[0-9]{8}|[XYZxyz][0-9]{7})[A-Za-z]$"},message:"must match pattern \""+"^(?:[0-9]{8}|[XYZxyz][0-9]{7})[A-Za-z]$"+"\"",schema:"^(?:[0-9]{8}|[XYZxyz][0-9]{7})[A-Za-z]$",parentSchema:schema27.properties.rep_dni,data:data11};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
if(!(formats0(data11))){
const err56 = {instancePath:instancePath+"/rep_dni",schemaPath:"#/properties/rep_dni/format",keyword:"format",params:{format: "dni"},message:"must match format \""+"dni"+"\"",schema:"dni",parentSchema:schema27.properties.rep_dni,data:data11};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
else {
const err57 = {instancePath:instancePath+"/rep_dni",schemaPath:"#/properties/rep_dni/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.rep_dni.type,parentSchema:schema27.properties.rep_dni,data:data11};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
if(data.rep_telefono !== undefined){
let data12 = data.rep_telefono;
if(typeof data12 === "string"){
if(!pattern8.test(data12)){
const err58 = {instancePath:instancePath+"/rep_telefono",schemaPath:"#/properties/rep_telefono/pattern",keyword:"pattern",params:{pattern: "^(?:\\+34 ?)?[6789](?:[ -]?[0-9]){8}$"},message:"must match pattern \""+"^(?:\\+34 ?)?[6789](?:[ -]?[0-9]){8}$"+"\"",schema:"^(?:\\+34 ?)?[6789](?:[ -]?[0-9]){8}$",parentSchema:schema27.properties.rep_telefono,data:data12};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
else {
const err59 = {instancePath:instancePath+"/rep_telefono",schemaPath:"#/properties/rep_telefono/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.rep_telefono.type,parentSchema:schema27.properties.rep_telefono,data:data12};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
if(data.rep_email !== undefined){
let data13 = data.rep_email;
if(typeof data13 === "string"){
if(func2(data13) > 254){
const err60 = {instancePath:instancePath+"/rep_email",schemaPath:"#/properties/rep_email/maxLength",keyword:"maxLength",params:{limit: 254},message:"must NOT have more than 254 characters",schema:254,parentSchema:schema27.properties.rep_email,data:data13};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
if(!(formats4.test(data13))){
const err61 = {instancePath:instancePath+"/rep_email",schemaPath:"#/properties/rep_email/format",keyword:"format",params:{format: "email"},message:"must match format \""+"email"+"\"",schema:"email",parentSchema:schema27.properties.rep_email,data:data13};
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
const err62 = {instancePath:instancePath+"/rep_email",schemaPath:"#/properties/rep_email/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.rep_email.type,parentSchema:schema27.properties.rep_email,data:data13};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
if(data.expone !== undefined){
let data14 = data.expone;
if(typeof data14 === "string"){
if(func2(data14) > 5000){
const err63 = {instancePath:instancePath+"/expone",schemaPath:"#/properties/expone/maxLength",keyword:"maxLength",params:{limit: 5000},message:"must NOT have more than 5000 characters",schema:5000,parentSchema:schema27.properties.expone,data:data14};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
if(func2(data14) < 1){
const err64 = {instancePath:instancePath+"/expone",schemaPath:"#/properties/expone/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema27.properties.expone,data:data14};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
if(!pattern1.test(data14)){
const err65 = {instancePath:instancePath+"/expone",schemaPath:"#/properties/expone/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\"",schema:"\\S",parentSchema:schema27.properties.expone,data:data14};
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
const err66 = {instancePath:instancePath+"/expone",schemaPath:"#/properties/expone/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.expone.type,parentSchema:schema27.properties.expone,data:data14};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
if(data.solicita !== undefined){
let data15 = data.solicita;
if(typeof data15 === "string"){
if(func2(data15) > 5000){
const err67 = {instancePath:instancePath+"/solicita",schemaPath:"#/properties/solicita/maxLength",keyword:"maxLength",params:{limit: 5000},message:"must NOT have more than 5000 characters",schema:5000,parentSchema:schema27.properties.solicita,data:data15};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
if(func2(data15) < 1){
const err68 = {instancePath:instancePath+"/solicita",schemaPath:"#/properties/solicita/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema27.properties.solicita,data:data15};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
if(!pattern1.test(data15)){
const err69 = {instancePath:instancePath+"/solicita",schemaPath:"#/properties/solicita/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\"",schema:"\\S",parentSchema:schema27.properties.solicita,data:data15};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
else {
const err70 = {instancePath:instancePath+"/solicita",schemaPath:"#/properties/solicita/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.solicita.type,parentSchema:schema27.properties.solicita,data:data15};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
}
if(data.organo !== undefined){
let data16 = data.organo;
if(typeof data16 !== "string"){
const err71 = {instancePath:instancePath+"/organo",schemaPath:"#/properties/organo/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.organo.type,parentSchema:schema27.properties.organo,data:data16};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
const _errs43 = errors;
let valid6 = false;
let passing0 = null;
const _errs44 = errors;
if("Alcaldía" !== data16){
const err72 = {instancePath:instancePath+"/organo",schemaPath:"#/properties/organo/oneOf/0/const",keyword:"const",params:{allowedValue: "Alcaldía"},message:"must be equal to constant",schema:"Alcaldía",parentSchema:schema27.properties.organo.oneOf[0],data:data16};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
var _valid2 = _errs44 === errors;
if(_valid2){
valid6 = true;
passing0 = 0;
}
const _errs45 = errors;
if("Pleno del Ayuntamiento" !== data16){
const err73 = {instancePath:instancePath+"/organo",schemaPath:"#/properties/organo/oneOf/1/const",keyword:"const",params:{allowedValue: "Pleno del Ayuntamiento"},message:"must be equal to constant",schema:"Pleno del Ayuntamiento",parentSchema:schema27.properties.organo.oneOf[1],data:data16};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
var _valid2 = _errs45 === errors;
if(_valid2 && valid6){
valid6 = false;
passing0 = [passing0, 1];
}
else {
if(_valid2){
valid6 = true;
passing0 = 1;
}
const _errs46 = errors;
if("Junta de Gobierno Local" !== data16){
const err74 = {instancePath:instancePath+"/organo",schemaPath:"#/properties/organo/oneOf/2/const",keyword:"const",params:{allowedValue: "Junta de Gobierno Local"},message:"must be equal to constant",schema:"Junta de Gobierno Local",parentSchema:schema27.properties.organo.oneOf[2],data:data16};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
var _valid2 = _errs46 === errors;
if(_valid2 && valid6){
valid6 = false;
passing0 = [passing0, 2];
}
else {
if(_valid2){
valid6 = true;
passing0 = 2;
}
const _errs47 = errors;
if("Secretaría-Intervención" !== data16){
const err75 = {instancePath:instancePath+"/organo",schemaPath:"#/properties/organo/oneOf/3/const",keyword:"const",params:{allowedValue: "Secretaría-Intervención"},message:"must be equal to constant",schema:"Secretaría-Intervención",parentSchema:schema27.properties.organo.oneOf[3],data:data16};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
var _valid2 = _errs47 === errors;
if(_valid2 && valid6){
valid6 = false;
passing0 = [passing0, 3];
}
else {
if(_valid2){
valid6 = true;
passing0 = 3;
}
const _errs48 = errors;
if("Servicios técnicos municipales" !== data16){
const err76 = {instancePath:instancePath+"/organo",schemaPath:"#/properties/organo/oneOf/4/const",keyword:"const",params:{allowedValue: "Servicios técnicos municipales"},message:"must be equal to constant",schema:"Servicios técnicos municipales",parentSchema:schema27.properties.organo.oneOf[4],data:data16};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
var _valid2 = _errs48 === errors;
if(_valid2 && valid6){
valid6 = false;
passing0 = [passing0, 4];
}
else {
if(_valid2){
valid6 = true;
passing0 = 4;
}
}
}
}
}
if(!valid6){
const err77 = {instancePath:instancePath+"/organo",schemaPath:"#/properties/organo/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf",schema:schema27.properties.organo.oneOf,parentSchema:schema27.properties.organo,data:data16};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
else {
errors = _errs43;
if(vErrors !== null){
if(_errs43){
vErrors.length = _errs43;
}
else {
vErrors = null;
}
}
}
}
if(data.firmaAceptada !== undefined){
let data17 = data.firmaAceptada;
if(typeof data17 !== "boolean"){
const err78 = {instancePath:instancePath+"/firmaAceptada",schemaPath:"#/properties/firmaAceptada/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema27.properties.firmaAceptada.type,parentSchema:schema27.properties.firmaAceptada,data:data17};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
if(true !== data17){
const err79 = {instancePath:instancePath+"/firmaAceptada",schemaPath:"#/properties/firmaAceptada/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant",schema:true,parentSchema:schema27.properties.firmaAceptada,data:data17};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
}
}
else {
const err80 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema27.type,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

exports["4c8497d2"] = validate11;
const schema28 = {"required":["rep_nombre"],"$id":"4c8497d2"};

function validate11(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="4c8497d2" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.rep_nombre === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "rep_nombre"},message:"must have required property '"+"rep_nombre"+"'",schema:schema28.required,parentSchema:schema28,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
validate11.errors = vErrors;
return errors === 0;
}

exports["487b77aa"] = validate12;
const schema29 = {"required":["rep_dni"],"$id":"487b77aa"};

function validate12(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="487b77aa" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.rep_dni === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "rep_dni"},message:"must have required property '"+"rep_dni"+"'",schema:schema29.required,parentSchema:schema29,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
validate12.errors = vErrors;
return errors === 0;
}

exports["-2c7dd149"] = validate13;
const schema30 = {"const":"Alcaldía","title":"Alcaldía","$id":"-2c7dd149"};

function validate13(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-2c7dd149" */;
let vErrors = null;
let errors = 0;
if("Alcaldía" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "Alcaldía"},message:"must be equal to constant",schema:"Alcaldía",parentSchema:schema30,data};
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

exports["-3591a89"] = validate14;
const schema31 = {"const":"Pleno del Ayuntamiento","title":"Pleno del Ayuntamiento","$id":"-3591a89"};

function validate14(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-3591a89" */;
let vErrors = null;
let errors = 0;
if("Pleno del Ayuntamiento" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "Pleno del Ayuntamiento"},message:"must be equal to constant",schema:"Pleno del Ayuntamiento",parentSchema:schema31,data};
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

exports["69e83e71"] = validate15;
const schema32 = {"const":"Junta de Gobierno Local","title":"Junta de Gobierno Local","$id":"69e83e71"};

function validate15(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="69e83e71" */;
let vErrors = null;
let errors = 0;
if("Junta de Gobierno Local" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "Junta de Gobierno Local"},message:"must be equal to constant",schema:"Junta de Gobierno Local",parentSchema:schema32,data};
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

exports["37b7ea3b"] = validate16;
const schema33 = {"const":"Secretaría-Intervención","title":"Secretaría-Intervención","$id":"37b7ea3b"};

function validate16(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="37b7ea3b" */;
let vErrors = null;
let errors = 0;
if("Secretaría-Intervención" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "Secretaría-Intervención"},message:"must be equal to constant",schema:"Secretaría-Intervención",parentSchema:schema33,data};
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

exports["-52f8889"] = validate17;
const schema34 = {"const":"Servicios técnicos municipales","title":"Servicios técnicos municipales","$id":"-52f8889"};

function validate17(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-52f8889" */;
let vErrors = null;
let errors = 0;
if("Servicios técnicos municipales" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "Servicios técnicos municipales"},message:"must be equal to constant",schema:"Servicios técnicos municipales",parentSchema:schema34,data};
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

