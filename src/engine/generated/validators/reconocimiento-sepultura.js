// @ts-nocheck
// Generado por `npm run generate`. No editar a mano.
import { runtime } from '../../validation/standalone-runtime.ts';

const exports = {};
export default exports;

exports["-43485d07"] = validate10;
const schema27 = {"title":"Solicitud de reconocimiento de titularidad de sepultura","type":"object","properties":{"rep_nombre":{"type":"string","minLength":1,"maxLength":500,"pattern":"\\S","title":"Nombre y apellidos del representante"},"rep_dni":{"title":"DNI/NIE del representante","description":"8 cifras y letra (DNI) o X, Y o Z, 7 cifras y letra (NIE).","type":"string","pattern":"^(?:[0-9]{8}|[XYZxyz][0-9]{7})[A-Za-z]$","format":"dni"},"rep_telefono":{"title":"Teléfono del representante","type":"string","pattern":"^(?:\\+34 ?)?[6789](?:[ -]?[0-9]){8}$"},"rep_email":{"title":"Correo electrónico del representante","type":"string","format":"email","maxLength":254},"nombre":{"type":"string","minLength":1,"maxLength":500,"pattern":"\\S","title":"Nombre y apellidos"},"dni":{"title":"DNI/NIE","description":"8 cifras y letra (DNI) o X, Y o Z, 7 cifras y letra (NIE).","type":"string","pattern":"^(?:[0-9]{8}|[XYZxyz][0-9]{7})[A-Za-z]$","format":"dni"},"direccion":{"type":"string","minLength":1,"maxLength":500,"pattern":"\\S","title":"Dirección"},"municipio":{"type":"string","minLength":1,"maxLength":500,"pattern":"\\S","title":"Municipio"},"cp":{"title":"Código postal","type":"string","pattern":"^(?:0[1-9]|[1-9][0-9])[0-9]{3}$"},"telefono":{"title":"Teléfono","type":"string","pattern":"^(?:\\+34 ?)?[6789](?:[ -]?[0-9]){8}$"},"email":{"title":"Correo electrónico","type":"string","format":"email","maxLength":254},"numero":{"type":"string","minLength":1,"maxLength":20,"pattern":"\\S","title":"Número de la sepultura"},"tramo":{"type":"string","minLength":1,"maxLength":20,"pattern":"\\S","title":"Tramo"},"fila":{"type":"string","minLength":1,"maxLength":20,"pattern":"\\S","title":"Fila"},"n":{"type":"string","minLength":1,"maxLength":20,"pattern":"\\S","title":"Número dentro de la fila"},"personas":{"type":"string","minLength":1,"maxLength":5000,"pattern":"\\S","title":"Personas enterradas en la sepultura"},"otros_text":{"type":"string","minLength":1,"maxLength":500,"pattern":"\\S","title":"Descripción de los otros documentos"},"fecha":{"title":"Fecha de la solicitud","type":"string","format":"date"},"firmaAceptada":{"title":"Declaración y firma","description":"Casilla de firma o consentimiento: debe estar marcada para enviar.","type":"boolean","const":true}},"required":["nombre","dni","direccion","municipio","cp","telefono","email","numero","tramo","fila","n","personas","fecha","firmaAceptada"],"examples":[{"nombre":"Tomás Herrero Villalba","dni":"45678901G","direccion":"Calle de la Fragua, 12","municipio":"Robledillo de la Vega","cp":"99003","telefono":"622444555","email":"tomas.herrero@correo.example","numero":"45","tramo":"1","fila":"4","n":"3","personas":"Eusebio Herrero Sanz\nCarmen Villalba Ortiz","fecha":"2025-10-20","firmaAceptada":true},{"nombre":"Tomás Herrero Villalba","dni":"45678901G","direccion":"Calle de la Fragua, 12","municipio":"Robledillo de la Vega","cp":"99003","telefono":"+34 622 444 555","email":"tomas.herrero@correo.example","rep_nombre":"Elena Sastre Molina","rep_dni":"X1234567L","rep_telefono":"633555666","rep_email":"elena.sastre@gestoria.example","numero":"45","tramo":"1","fila":"4","n":"3","personas":"Eusebio Herrero Sanz","otros_text":"Partida de bautismo del primer titular","fecha":"2025-10-20","firmaAceptada":true}],"allOf":[{"if":{"required":["rep_nombre"]},"then":{"properties":{"rep_dni":{"title":"DNI/NIE del representante","description":"8 cifras y letra (DNI) o X, Y o Z, 7 cifras y letra (NIE).","type":"string","pattern":"^(?:[0-9]{8}|[XYZxyz][0-9]{7})[A-Za-z]$","format":"dni"}},"required":["rep_dni"]}},{"if":{"required":["rep_dni"]},"then":{"properties":{"rep_nombre":{"type":"string","minLength":1,"maxLength":500,"pattern":"\\S","title":"Nombre y apellidos del representante"}},"required":["rep_nombre"]}}],"$id":"-43485d07"};
const formats0 = runtime["#engine/validation/formats"].formats.dni;
const formats4 = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;
const formats10 = runtime["#engine/validation/formats"].formats.date;
const pattern0 = new RegExp("^(?:[0-9]{8}|[XYZxyz][0-9]{7})[A-Za-z]$", "u");
const pattern1 = new RegExp("\\S", "u");
const pattern4 = new RegExp("^(?:\\+34 ?)?[6789](?:[ -]?[0-9]){8}$", "u");
const pattern9 = new RegExp("^(?:0[1-9]|[1-9][0-9])[0-9]{3}$", "u");
const func2 = runtime["ajv/dist/runtime/ucs2length"].default;

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-43485d07" */;
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
if(data.cp === undefined){
const err17 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "cp"},message:"must have required property '"+"cp"+"'",schema:schema27.required,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data.telefono === undefined){
const err18 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "telefono"},message:"must have required property '"+"telefono"+"'",schema:schema27.required,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data.email === undefined){
const err19 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "email"},message:"must have required property '"+"email"+"'",schema:schema27.required,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data.numero === undefined){
const err20 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "numero"},message:"must have required property '"+"numero"+"'",schema:schema27.required,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data.tramo === undefined){
const err21 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "tramo"},message:"must have required property '"+"tramo"+"'",schema:schema27.required,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(data.fila === undefined){
const err22 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "fila"},message:"must have required property '"+"fila"+"'",schema:schema27.required,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(data.n === undefined){
const err23 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "n"},message:"must have required property '"+"n"+"'",schema:schema27.required,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(data.personas === undefined){
const err24 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "personas"},message:"must have required property '"+"personas"+"'",schema:schema27.required,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(data.fecha === undefined){
const err25 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "fecha"},message:"must have required property '"+"fecha"+"'",schema:schema27.required,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(data.firmaAceptada === undefined){
const err26 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "firmaAceptada"},message:"must have required property '"+"firmaAceptada"+"'",schema:schema27.required,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(data.rep_nombre !== undefined){
let data2 = data.rep_nombre;
if(typeof data2 === "string"){
if(func2(data2) > 500){
const err27 = {instancePath:instancePath+"/rep_nombre",schemaPath:"#/properties/rep_nombre/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters",schema:500,parentSchema:schema27.properties.rep_nombre,data:data2};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(func2(data2) < 1){
const err28 = {instancePath:instancePath+"/rep_nombre",schemaPath:"#/properties/rep_nombre/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema27.properties.rep_nombre,data:data2};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(!pattern1.test(data2)){
const err29 = {instancePath:instancePath+"/rep_nombre",schemaPath:"#/properties/rep_nombre/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\"",schema:"\\S",parentSchema:schema27.properties.rep_nombre,data:data2};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
else {
const err30 = {instancePath:instancePath+"/rep_nombre",schemaPath:"#/properties/rep_nombre/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.rep_nombre.type,parentSchema:schema27.properties.rep_nombre,data:data2};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data.rep_dni !== undefined){
let data3 = data.rep_dni;
if(typeof data3 === "string"){
if(!pattern0.test(data3)){
const err31 = {instancePath:instancePath+"/rep_dni",schemaPath:"#/properties/rep_dni/pattern",keyword:"pattern",params:{pattern: "^(?:[0-9]{8}|[XYZxyz][0-9]{7})[A-Za-z]$"},message:"must match pattern \""+"^(?:[0-9]{8}|[XYZxyz][0-9]{7})[A-Za-z]$"+"\"",schema:"^(?:[0-9]{8}|[XYZxyz][0-9]{7})[A-Za-z]$",parentSchema:schema27.properties.rep_dni,data:data3};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(!(formats0(data3))){
const err32 = {instancePath:instancePath+"/rep_dni",schemaPath:"#/properties/rep_dni/format",keyword:"format",params:{format: "dni"},message:"must match format \""+"dni"+"\"",schema:"dni",parentSchema:schema27.properties.rep_dni,data:data3};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
else {
const err33 = {instancePath:instancePath+"/rep_dni",schemaPath:"#/properties/rep_dni/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.rep_dni.type,parentSchema:schema27.properties.rep_dni,data:data3};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data.rep_telefono !== undefined){
let data4 = data.rep_telefono;
if(typeof data4 === "string"){
if(!pattern4.test(data4)){
const err34 = {instancePath:instancePath+"/rep_telefono",schemaPath:"#/properties/rep_telefono/pattern",keyword:"pattern",params:{pattern: "^(?:\\+34 ?)?[6789](?:[ -]?[0-9]){8}$"},message:"must match pattern \""+"^(?:\\+34 ?)?[6789](?:[ -]?[0-9]){8}$"+"\"",schema:"^(?:\\+34 ?)?[6789](?:[ -]?[0-9]){8}$",parentSchema:schema27.properties.rep_telefono,data:data4};
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
const err35 = {instancePath:instancePath+"/rep_telefono",schemaPath:"#/properties/rep_telefono/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.rep_telefono.type,parentSchema:schema27.properties.rep_telefono,data:data4};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data.rep_email !== undefined){
let data5 = data.rep_email;
if(typeof data5 === "string"){
if(func2(data5) > 254){
const err36 = {instancePath:instancePath+"/rep_email",schemaPath:"#/properties/rep_email/maxLength",keyword:"maxLength",params:{limit: 254},message:"must NOT have more than 254 characters",schema:254,parentSchema:schema27.properties.rep_email,data:data5};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(!(formats4.test(data5))){
const err37 = {instancePath:instancePath+"/rep_email",schemaPath:"#/properties/rep_email/format",keyword:"format",params:{format: "email"},message:"must match format \""+"email"+"\"",schema:"email",parentSchema:schema27.properties.rep_email,data:data5};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
else {
const err38 = {instancePath:instancePath+"/rep_email",schemaPath:"#/properties/rep_email/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.rep_email.type,parentSchema:schema27.properties.rep_email,data:data5};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data.nombre !== undefined){
let data6 = data.nombre;
if(typeof data6 === "string"){
if(func2(data6) > 500){
const err39 = {instancePath:instancePath+"/nombre",schemaPath:"#/properties/nombre/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters",schema:500,parentSchema:schema27.properties.nombre,data:data6};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(func2(data6) < 1){
const err40 = {instancePath:instancePath+"/nombre",schemaPath:"#/properties/nombre/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema27.properties.nombre,data:data6};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(!pattern1.test(data6)){
const err41 = {instancePath:instancePath+"/nombre",schemaPath:"#/properties/nombre/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\"",schema:"\\S",parentSchema:schema27.properties.nombre,data:data6};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
else {
const err42 = {instancePath:instancePath+"/nombre",schemaPath:"#/properties/nombre/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.nombre.type,parentSchema:schema27.properties.nombre,data:data6};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data.dni !== undefined){
let data7 = data.dni;
if(typeof data7 === "string"){
if(!pattern0.test(data7)){
const err43 = {instancePath:instancePath+"/dni",schemaPath:"#/properties/dni/pattern",keyword:"pattern",params:{pattern: "^(?:[0-9]{8}|[XYZxyz][0-9]{7})[A-Za-z]$"},message:"must match pattern \""+"^(?:[0-9]{8}|[XYZxyz][0-9]{7})[A-Za-z]$"+"\"",schema:"^(?:[0-9]{8}|[XYZxyz][0-9]{7})[A-Za-z]$",parentSchema:schema27.properties.dni,data:data7};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(!(formats0(data7))){
const err44 = {instancePath:instancePath+"/dni",schemaPath:"#/properties/dni/format",keyword:"format",params:{format: "dni"},message:"must match format \""+"dni"+"\"",schema:"dni",parentSchema:schema27.properties.dni,data:data7};
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
const err45 = {instancePath:instancePath+"/dni",schemaPath:"#/properties/dni/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.dni.type,parentSchema:schema27.properties.dni,data:data7};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data.direccion !== undefined){
let data8 = data.direccion;
if(typeof data8 === "string"){
if(func2(data8) > 500){
const err46 = {instancePath:instancePath+"/direccion",schemaPath:"#/properties/direccion/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters",schema:500,parentSchema:schema27.properties.direccion,data:data8};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
if(func2(data8) < 1){
const err47 = {instancePath:instancePath+"/direccion",schemaPath:"#/properties/direccion/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema27.properties.direccion,data:data8};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if(!pattern1.test(data8)){
const err48 = {instancePath:instancePath+"/direccion",schemaPath:"#/properties/direccion/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\"",schema:"\\S",parentSchema:schema27.properties.direccion,data:data8};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
else {
const err49 = {instancePath:instancePath+"/direccion",schemaPath:"#/properties/direccion/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.direccion.type,parentSchema:schema27.properties.direccion,data:data8};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data.municipio !== undefined){
let data9 = data.municipio;
if(typeof data9 === "string"){
if(func2(data9) > 500){
const err50 = {instancePath:instancePath+"/municipio",schemaPath:"#/properties/municipio/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters",schema:500,parentSchema:schema27.properties.municipio,data:data9};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if(func2(data9) < 1){
const err51 = {instancePath:instancePath+"/municipio",schemaPath:"#/properties/municipio/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema27.properties.municipio,data:data9};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
if(!pattern1.test(data9)){
const err52 = {instancePath:instancePath+"/municipio",schemaPath:"#/properties/municipio/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\"",schema:"\\S",parentSchema:schema27.properties.municipio,data:data9};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
else {
const err53 = {instancePath:instancePath+"/municipio",schemaPath:"#/properties/municipio/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.municipio.type,parentSchema:schema27.properties.municipio,data:data9};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
if(data.cp !== undefined){
let data10 = data.cp;
if(typeof data10 === "string"){
if(!pattern9.test(data10)){
const err54 = {instancePath:instancePath+"/cp",schemaPath:"#/properties/cp/pattern",keyword:"pattern",params:{pattern: "^(?:0[1-9]|[1-9][0-9])[0-9]{3}$"},message:"must match pattern \""+"^(?:0[1-9]|[1-9][0-9])[0-9]{3}$"+"\"",schema:"^(?:0[1-9]|[1-9][0-9])[0-9]{3}$",parentSchema:schema27.properties.cp,data:data10};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
else {
const err55 = {instancePath:instancePath+"/cp",schemaPath:"#/properties/cp/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.cp.type,parentSchema:schema27.properties.cp,data:data10};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
if(data.telefono !== undefined){
let data11 = data.telefono;
if(typeof data11 === "string"){
if(!pattern4.test(data11)){
const err56 = {instancePath:instancePath+"/telefono",schemaPath:"#/properties/telefono/pattern",keyword:"pattern",params:{pattern: "^(?:\\+34 ?)?[6789](?:[ -]?[0-9]){8}$"},message:"must match pattern \""+"^(?:\\+34 ?)?[6789](?:[ -]?[0-9]){8}$"+"\"",schema:"^(?:\\+34 ?)?[6789](?:[ -]?[0-9]){8}$",parentSchema:schema27.properties.telefono,data:data11};
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
const err57 = {instancePath:instancePath+"/telefono",schemaPath:"#/properties/telefono/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.telefono.type,parentSchema:schema27.properties.telefono,data:data11};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
if(data.email !== undefined){
let data12 = data.email;
if(typeof data12 === "string"){
if(func2(data12) > 254){
const err58 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/maxLength",keyword:"maxLength",params:{limit: 254},message:"must NOT have more than 254 characters",schema:254,parentSchema:schema27.properties.email,data:data12};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
if(!(formats4.test(data12))){
const err59 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/format",keyword:"format",params:{format: "email"},message:"must match format \""+"email"+"\"",schema:"email",parentSchema:schema27.properties.email,data:data12};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
else {
const err60 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.email.type,parentSchema:schema27.properties.email,data:data12};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
if(data.numero !== undefined){
let data13 = data.numero;
if(typeof data13 === "string"){
if(func2(data13) > 20){
const err61 = {instancePath:instancePath+"/numero",schemaPath:"#/properties/numero/maxLength",keyword:"maxLength",params:{limit: 20},message:"must NOT have more than 20 characters",schema:20,parentSchema:schema27.properties.numero,data:data13};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
if(func2(data13) < 1){
const err62 = {instancePath:instancePath+"/numero",schemaPath:"#/properties/numero/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema27.properties.numero,data:data13};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
if(!pattern1.test(data13)){
const err63 = {instancePath:instancePath+"/numero",schemaPath:"#/properties/numero/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\"",schema:"\\S",parentSchema:schema27.properties.numero,data:data13};
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
const err64 = {instancePath:instancePath+"/numero",schemaPath:"#/properties/numero/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.numero.type,parentSchema:schema27.properties.numero,data:data13};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
if(data.tramo !== undefined){
let data14 = data.tramo;
if(typeof data14 === "string"){
if(func2(data14) > 20){
const err65 = {instancePath:instancePath+"/tramo",schemaPath:"#/properties/tramo/maxLength",keyword:"maxLength",params:{limit: 20},message:"must NOT have more than 20 characters",schema:20,parentSchema:schema27.properties.tramo,data:data14};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
if(func2(data14) < 1){
const err66 = {instancePath:instancePath+"/tramo",schemaPath:"#/properties/tramo/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema27.properties.tramo,data:data14};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
if(!pattern1.test(data14)){
const err67 = {instancePath:instancePath+"/tramo",schemaPath:"#/properties/tramo/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\"",schema:"\\S",parentSchema:schema27.properties.tramo,data:data14};
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
const err68 = {instancePath:instancePath+"/tramo",schemaPath:"#/properties/tramo/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.tramo.type,parentSchema:schema27.properties.tramo,data:data14};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
if(data.fila !== undefined){
let data15 = data.fila;
if(typeof data15 === "string"){
if(func2(data15) > 20){
const err69 = {instancePath:instancePath+"/fila",schemaPath:"#/properties/fila/maxLength",keyword:"maxLength",params:{limit: 20},message:"must NOT have more than 20 characters",schema:20,parentSchema:schema27.properties.fila,data:data15};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
if(func2(data15) < 1){
const err70 = {instancePath:instancePath+"/fila",schemaPath:"#/properties/fila/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema27.properties.fila,data:data15};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
if(!pattern1.test(data15)){
const err71 = {instancePath:instancePath+"/fila",schemaPath:"#/properties/fila/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\"",schema:"\\S",parentSchema:schema27.properties.fila,data:data15};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
else {
const err72 = {instancePath:instancePath+"/fila",schemaPath:"#/properties/fila/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.fila.type,parentSchema:schema27.properties.fila,data:data15};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
if(data.n !== undefined){
let data16 = data.n;
if(typeof data16 === "string"){
if(func2(data16) > 20){
const err73 = {instancePath:instancePath+"/n",schemaPath:"#/properties/n/maxLength",keyword:"maxLength",params:{limit: 20},message:"must NOT have more than 20 characters",schema:20,parentSchema:schema27.properties.n,data:data16};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
if(func2(data16) < 1){
const err74 = {instancePath:instancePath+"/n",schemaPath:"#/properties/n/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema27.properties.n,data:data16};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
if(!pattern1.test(data16)){
const err75 = {instancePath:instancePath+"/n",schemaPath:"#/properties/n/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\"",schema:"\\S",parentSchema:schema27.properties.n,data:data16};
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
const err76 = {instancePath:instancePath+"/n",schemaPath:"#/properties/n/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.n.type,parentSchema:schema27.properties.n,data:data16};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
}
if(data.personas !== undefined){
let data17 = data.personas;
if(typeof data17 === "string"){
if(func2(data17) > 5000){
const err77 = {instancePath:instancePath+"/personas",schemaPath:"#/properties/personas/maxLength",keyword:"maxLength",params:{limit: 5000},message:"must NOT have more than 5000 characters",schema:5000,parentSchema:schema27.properties.personas,data:data17};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
if(func2(data17) < 1){
const err78 = {instancePath:instancePath+"/personas",schemaPath:"#/properties/personas/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema27.properties.personas,data:data17};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
if(!pattern1.test(data17)){
const err79 = {instancePath:instancePath+"/personas",schemaPath:"#/properties/personas/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\"",schema:"\\S",parentSchema:schema27.properties.personas,data:data17};
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
const err80 = {instancePath:instancePath+"/personas",schemaPath:"#/properties/personas/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.personas.type,parentSchema:schema27.properties.personas,data:data17};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
}
if(data.otros_text !== undefined){
let data18 = data.otros_text;
if(typeof data18 === "string"){
if(func2(data18) > 500){
const err81 = {instancePath:instancePath+"/otros_text",schemaPath:"#/properties/otros_text/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters",schema:500,parentSchema:schema27.properties.otros_text,data:data18};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
if(func2(data18) < 1){
const err82 = {instancePath:instancePath+"/otros_text",schemaPath:"#/properties/otros_text/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema27.properties.otros_text,data:data18};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
if(!pattern1.test(data18)){
const err83 = {instancePath:instancePath+"/otros_text",schemaPath:"#/properties/otros_text/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\"",schema:"\\S",parentSchema:schema27.properties.otros_text,data:data18};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
}
else {
const err84 = {instancePath:instancePath+"/otros_text",schemaPath:"#/properties/otros_text/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.otros_text.type,parentSchema:schema27.properties.otros_text,data:data18};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
}
if(data.fecha !== undefined){
let data19 = data.fecha;
if(typeof data19 === "string"){
if(!(formats10.validate(data19))){
const err85 = {instancePath:instancePath+"/fecha",schemaPath:"#/properties/fecha/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\"",schema:"date",parentSchema:schema27.properties.fecha,data:data19};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
}
else {
const err86 = {instancePath:instancePath+"/fecha",schemaPath:"#/properties/fecha/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.fecha.type,parentSchema:schema27.properties.fecha,data:data19};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
}
if(data.firmaAceptada !== undefined){
let data20 = data.firmaAceptada;
if(typeof data20 !== "boolean"){
const err87 = {instancePath:instancePath+"/firmaAceptada",schemaPath:"#/properties/firmaAceptada/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema27.properties.firmaAceptada.type,parentSchema:schema27.properties.firmaAceptada,data:data20};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
if(true !== data20){
const err88 = {instancePath:instancePath+"/firmaAceptada",schemaPath:"#/properties/firmaAceptada/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant",schema:true,parentSchema:schema27.properties.firmaAceptada,data:data20};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
}
}
else {
const err89 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema27.type,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
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

