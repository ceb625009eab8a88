// @ts-nocheck
// Generado por `npm run generate`. No editar a mano.
import { runtime } from '../../validation/standalone-runtime.ts';

const exports = {};
export default exports;

exports["295d88a6"] = validate10;
const schema27 = {"title":"Solicitud de cesión de sepultura","type":"object","properties":{"nombre":{"type":"string","minLength":1,"maxLength":500,"pattern":"\\S","title":"Nombre y apellidos"},"dni":{"title":"DNI/NIE","description":"8 cifras y letra (DNI) o X, Y o Z, 7 cifras y letra (NIE).","type":"string","pattern":"^(?:[0-9]{8}|[XYZxyz][0-9]{7})[A-Za-z]$","format":"dni"},"direccion":{"type":"string","minLength":1,"maxLength":500,"pattern":"\\S","title":"Dirección"},"municipio":{"type":"string","minLength":1,"maxLength":500,"pattern":"\\S","title":"Municipio"},"codigoPostal":{"title":"Código postal","type":"string","pattern":"^(?:0[1-9]|[1-9][0-9])[0-9]{3}$"},"telefono":{"title":"Teléfono","type":"string","pattern":"^(?:\\+34 ?)?[6789](?:[ -]?[0-9]){8}$"},"email":{"title":"Correo electrónico","type":"string","format":"email","maxLength":254},"titularNombre":{"type":"string","minLength":1,"maxLength":500,"pattern":"\\S","title":"Nombre y apellidos del titular actual"},"titularDni":{"title":"DNI/NIE del titular actual","description":"8 cifras y letra (DNI) o X, Y o Z, 7 cifras y letra (NIE).","type":"string","pattern":"^(?:[0-9]{8}|[XYZxyz][0-9]{7})[A-Za-z]$","format":"dni"},"titularTelefono":{"title":"Teléfono del titular actual","type":"string","pattern":"^(?:\\+34 ?)?[6789](?:[ -]?[0-9]){8}$"},"relacion":{"type":"string","minLength":1,"maxLength":100,"pattern":"\\S","title":"Relación con el titular actual"},"numeroSepultura":{"type":"string","minLength":1,"maxLength":20,"pattern":"\\S","title":"Número de la sepultura"},"tramo":{"type":"string","minLength":1,"maxLength":20,"pattern":"\\S","title":"Tramo"},"fila":{"type":"string","minLength":1,"maxLength":20,"pattern":"\\S","title":"Fila"},"noSepultura":{"type":"string","minLength":1,"maxLength":20,"pattern":"\\S","title":"Número dentro de la fila"},"personasEnterradas":{"type":"string","minLength":1,"maxLength":5000,"pattern":"\\S","title":"Personas enterradas en la sepultura"},"cesionarioNombre":{"type":"string","minLength":1,"maxLength":500,"pattern":"\\S","title":"Nombre y apellidos del nuevo titular"},"cesionarioDni":{"title":"DNI/NIE del nuevo titular","description":"8 cifras y letra (DNI) o X, Y o Z, 7 cifras y letra (NIE).","type":"string","pattern":"^(?:[0-9]{8}|[XYZxyz][0-9]{7})[A-Za-z]$","format":"dni"},"cesionarioDireccion":{"type":"string","minLength":1,"maxLength":500,"pattern":"\\S","title":"Dirección del nuevo titular"},"cesionarioMunicipio":{"type":"string","minLength":1,"maxLength":500,"pattern":"\\S","title":"Municipio del nuevo titular"},"cesionarioTelefono":{"title":"Teléfono del nuevo titular","type":"string","pattern":"^(?:\\+34 ?)?[6789](?:[ -]?[0-9]){8}$"},"otrosDescripcion":{"type":"string","minLength":1,"maxLength":500,"pattern":"\\S","title":"Descripción de los otros documentos"},"fecha":{"title":"Fecha de la solicitud","type":"string","format":"date"},"firmaAceptada":{"title":"Firma de la solicitud","description":"Casilla de firma o consentimiento: debe estar marcada para enviar.","type":"boolean","const":true}},"required":["nombre","dni","direccion","municipio","codigoPostal","telefono","email","titularNombre","titularDni","titularTelefono","relacion","numeroSepultura","tramo","fila","noSepultura","personasEnterradas","cesionarioNombre","cesionarioDni","cesionarioDireccion","cesionarioMunicipio","cesionarioTelefono","fecha","firmaAceptada"],"examples":[{"nombre":"Lucía Márquez Robledo","dni":"12345678Z","direccion":"Calle del Olmo, 4","municipio":"Fuentecilla del Monte","codigoPostal":"99002","telefono":"600111222","email":"lucia.marquez@correo.example","titularNombre":"Andrés Márquez Gil","titularDni":"23456789D","titularTelefono":"600333444","relacion":"Hija","numeroSepultura":"112","tramo":"3","fila":"2","noSepultura":"7","personasEnterradas":"Andrés Márquez Gil\nRosario Gil Campos","cesionarioNombre":"Pablo Márquez Robledo","cesionarioDni":"34567890V","cesionarioDireccion":"Avenida de la Estación, 10, 2.º B","cesionarioMunicipio":"Fuentecilla del Monte","cesionarioTelefono":"611222333","otrosDescripcion":"Libro de familia","fecha":"2025-11-03","firmaAceptada":true}],"$id":"295d88a6"};
const func2 = runtime["ajv/dist/runtime/ucs2length"].default;
const pattern0 = new RegExp("\\S", "u");
const pattern1 = new RegExp("^(?:[0-9]{8}|[XYZxyz][0-9]{7})[A-Za-z]$", "u");
const pattern4 = new RegExp("^(?:0[1-9]|[1-9][0-9])[0-9]{3}$", "u");
const pattern5 = new RegExp("^(?:\\+34 ?)?[6789](?:[ -]?[0-9]){8}$", "u");
const formats0 = runtime["#engine/validation/formats"].formats.dni;
const formats2 = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;
const formats8 = runtime["#engine/validation/formats"].formats.date;

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="295d88a6" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.nombre === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "nombre"},message:"must have required property '"+"nombre"+"'",schema:schema27.required,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.dni === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "dni"},message:"must have required property '"+"dni"+"'",schema:schema27.required,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.direccion === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "direccion"},message:"must have required property '"+"direccion"+"'",schema:schema27.required,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.municipio === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "municipio"},message:"must have required property '"+"municipio"+"'",schema:schema27.required,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.codigoPostal === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "codigoPostal"},message:"must have required property '"+"codigoPostal"+"'",schema:schema27.required,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.telefono === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "telefono"},message:"must have required property '"+"telefono"+"'",schema:schema27.required,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.email === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "email"},message:"must have required property '"+"email"+"'",schema:schema27.required,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.titularNombre === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "titularNombre"},message:"must have required property '"+"titularNombre"+"'",schema:schema27.required,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.titularDni === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "titularDni"},message:"must have required property '"+"titularDni"+"'",schema:schema27.required,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.titularTelefono === undefined){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "titularTelefono"},message:"must have required property '"+"titularTelefono"+"'",schema:schema27.required,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.relacion === undefined){
const err10 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "relacion"},message:"must have required property '"+"relacion"+"'",schema:schema27.required,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data.numeroSepultura === undefined){
const err11 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "numeroSepultura"},message:"must have required property '"+"numeroSepultura"+"'",schema:schema27.required,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data.tramo === undefined){
const err12 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "tramo"},message:"must have required property '"+"tramo"+"'",schema:schema27.required,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data.fila === undefined){
const err13 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "fila"},message:"must have required property '"+"fila"+"'",schema:schema27.required,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data.noSepultura === undefined){
const err14 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "noSepultura"},message:"must have required property '"+"noSepultura"+"'",schema:schema27.required,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data.personasEnterradas === undefined){
const err15 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "personasEnterradas"},message:"must have required property '"+"personasEnterradas"+"'",schema:schema27.required,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data.cesionarioNombre === undefined){
const err16 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "cesionarioNombre"},message:"must have required property '"+"cesionarioNombre"+"'",schema:schema27.required,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data.cesionarioDni === undefined){
const err17 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "cesionarioDni"},message:"must have required property '"+"cesionarioDni"+"'",schema:schema27.required,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data.cesionarioDireccion === undefined){
const err18 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "cesionarioDireccion"},message:"must have required property '"+"cesionarioDireccion"+"'",schema:schema27.required,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data.cesionarioMunicipio === undefined){
const err19 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "cesionarioMunicipio"},message:"must have required property '"+"cesionarioMunicipio"+"'",schema:schema27.required,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data.cesionarioTelefono === undefined){
const err20 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "cesionarioTelefono"},message:"must have required property '"+"cesionarioTelefono"+"'",schema:schema27.required,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data.fecha === undefined){
const err21 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "fecha"},message:"must have required property '"+"fecha"+"'",schema:schema27.required,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(data.firmaAceptada === undefined){
const err22 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "firmaAceptada"},message:"must have required property '"+"firmaAceptada"+"'",schema:schema27.required,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(data.nombre !== undefined){
let data0 = data.nombre;
if(typeof data0 === "string"){
if(func2(data0) > 500){
const err23 = {instancePath:instancePath+"/nombre",schemaPath:"#/properties/nombre/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters",schema:500,parentSchema:schema27.properties.nombre,data:data0};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(func2(data0) < 1){
const err24 = {instancePath:instancePath+"/nombre",schemaPath:"#/properties/nombre/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema27.properties.nombre,data:data0};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(!pattern0.test(data0)){
const err25 = {instancePath:instancePath+"/nombre",schemaPath:"#/properties/nombre/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\"",schema:"\\S",parentSchema:schema27.properties.nombre,data:data0};
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
const err26 = {instancePath:instancePath+"/nombre",schemaPath:"#/properties/nombre/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.nombre.type,parentSchema:schema27.properties.nombre,data:data0};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.dni !== undefined){
let data1 = data.dni;
if(typeof data1 === "string"){
if(!pattern1.test(data1)){
const err27 = {instancePath:instancePath+"/dni",schemaPath:"#/properties/dni/pattern",keyword:"pattern",params:{pattern: "^(?:[0-9]{8}|[XYZxyz][0-9]{7})[A-Za-z]$"},message:"must match pattern \""+"^(?:[0-9]{8}|[XYZxyz][0-9]{7})[A-Za-z]$"+"\"",schema:"^(?:[0-9]{8}|[XYZxyz][0-9]{7})[A-Za-z]$",parentSchema:schema27.properties.dni,data:data1};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(!(formats0(data1))){
const err28 = {instancePath:instancePath+"/dni",schemaPath:"#/properties/dni/format",keyword:"format",params:{format: "dni"},message:"must match format \""+"dni"+"\"",schema:"dni",parentSchema:schema27.properties.dni,data:data1};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
else {
const err29 = {instancePath:instancePath+"/dni",schemaPath:"#/properties/dni/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.dni.type,parentSchema:schema27.properties.dni,data:data1};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data.direccion !== undefined){
let data2 = data.direccion;
if(typeof data2 === "string"){
if(func2(data2) > 500){
const err30 = {instancePath:instancePath+"/direccion",schemaPath:"#/properties/direccion/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters",schema:500,parentSchema:schema27.properties.direccion,data:data2};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(func2(data2) < 1){
const err31 = {instancePath:instancePath+"/direccion",schemaPath:"#/properties/direccion/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema27.properties.direccion,data:data2};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(!pattern0.test(data2)){
const err32 = {instancePath:instancePath+"/direccion",schemaPath:"#/properties/direccion/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\"",schema:"\\S",parentSchema:schema27.properties.direccion,data:data2};
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
const err33 = {instancePath:instancePath+"/direccion",schemaPath:"#/properties/direccion/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.direccion.type,parentSchema:schema27.properties.direccion,data:data2};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data.municipio !== undefined){
let data3 = data.municipio;
if(typeof data3 === "string"){
if(func2(data3) > 500){
const err34 = {instancePath:instancePath+"/municipio",schemaPath:"#/properties/municipio/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters",schema:500,parentSchema:schema27.properties.municipio,data:data3};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(func2(data3) < 1){
const err35 = {instancePath:instancePath+"/municipio",schemaPath:"#/properties/municipio/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema27.properties.municipio,data:data3};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(!pattern0.test(data3)){
const err36 = {instancePath:instancePath+"/municipio",schemaPath:"#/properties/municipio/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\"",schema:"\\S",parentSchema:schema27.properties.municipio,data:data3};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
else {
const err37 = {instancePath:instancePath+"/municipio",schemaPath:"#/properties/municipio/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.municipio.type,parentSchema:schema27.properties.municipio,data:data3};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data.codigoPostal !== undefined){
let data4 = data.codigoPostal;
if(typeof data4 === "string"){
if(!pattern4.test(data4)){
const err38 = {instancePath:instancePath+"/codigoPostal",schemaPath:"#/properties/codigoPostal/pattern",keyword:"pattern",params:{pattern: "^(?:0[1-9]|[1-9][0-9])[0-9]{3}$"},message:"must match pattern \""+"^(?:0[1-9]|[1-9][0-9])[0-9]{3}$"+"\"",schema:"^(?:0[1-9]|[1-9][0-9])[0-9]{3}$",parentSchema:schema27.properties.codigoPostal,data:data4};
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
const err39 = {instancePath:instancePath+"/codigoPostal",schemaPath:"#/properties/codigoPostal/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.codigoPostal.type,parentSchema:schema27.properties.codigoPostal,data:data4};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data.telefono !== undefined){
let data5 = data.telefono;
if(typeof data5 === "string"){
if(!pattern5.test(data5)){
const err40 = {instancePath:instancePath+"/telefono",schemaPath:"#/properties/telefono/pattern",keyword:"pattern",params:{pattern: "^(?:\\+34 ?)?[6789](?:[ -]?[0-9]){8}$"},message:"must match pattern \""+"^(?:\\+34 ?)?[6789](?:[ -]?[0-9]){8}$"+"\"",schema:"^(?:\\+34 ?)?[6789](?:[ -]?[0-9]){8}$",parentSchema:schema27.properties.telefono,data:data5};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
else {
const err41 = {instancePath:instancePath+"/telefono",schemaPath:"#/properties/telefono/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.telefono.type,parentSchema:schema27.properties.telefono,data:data5};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data.email !== undefined){
let data6 = data.email;
if(typeof data6 === "string"){
if(func2(data6) > 254){
const err42 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/maxLength",keyword:"maxLength",params:{limit: 254},message:"must NOT have more than 254 characters",schema:254,parentSchema:schema27.properties.email,data:data6};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if(!(formats2.test(data6))){
const err43 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/format",keyword:"format",params:{format: "email"},message:"must match format \""+"email"+"\"",schema:"email",parentSchema:schema27.properties.email,data:data6};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
else {
const err44 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.email.type,parentSchema:schema27.properties.email,data:data6};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data.titularNombre !== undefined){
let data7 = data.titularNombre;
if(typeof data7 === "string"){
if(func2(data7) > 500){
const err45 = {instancePath:instancePath+"/titularNombre",schemaPath:"#/properties/titularNombre/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters",schema:500,parentSchema:schema27.properties.titularNombre,data:data7};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
if(func2(data7) < 1){
const err46 = {instancePath:instancePath+"/titularNombre",schemaPath:"#/properties/titularNombre/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema27.properties.titularNombre,data:data7};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
if(!pattern0.test(data7)){
const err47 = {instancePath:instancePath+"/titularNombre",schemaPath:"#/properties/titularNombre/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\"",schema:"\\S",parentSchema:schema27.properties.titularNombre,data:data7};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
else {
const err48 = {instancePath:instancePath+"/titularNombre",schemaPath:"#/properties/titularNombre/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.titularNombre.type,parentSchema:schema27.properties.titularNombre,data:data7};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
if(data.titularDni !== undefined){
let data8 = data.titularDni;
if(typeof data8 === "string"){
if(!pattern1.test(data8)){
const err49 = {instancePath:instancePath+"/titularDni",schemaPath:"#/properties/titularDni/pattern",keyword:"pattern",params:{pattern: "^(?:[0-9]{8}|[XYZxyz][0-9]{7})[A-Za-z]$"},message:"must match pattern \""+"^(?:[0-9]{8}|[XYZxyz][0-9]{7})[A-Za-z]$"+"\"",schema:"^(?:[0-9]{8}|[XYZxyz][0-9]{7})[A-Za-z]$",parentSchema:schema27.properties.titularDni,data:data8};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
if(!(formats0(data8))){
const err50 = {instancePath:instancePath+"/titularDni",schemaPath:"#/properties/titularDni/format",keyword:"format",params:{format: "dni"},message:"must match format \""+"dni"+"\"",schema:"dni",parentSchema:schema27.properties.titularDni,data:data8};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
else {
const err51 = {instancePath:instancePath+"/titularDni",schemaPath:"#/properties/titularDni/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.titularDni.type,parentSchema:schema27.properties.titularDni,data:data8};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
if(data.titularTelefono !== undefined){
let data9 = data.titularTelefono;
if(typeof data9 === "string"){
if(!pattern5.test(data9)){
const err52 = {instancePath:instancePath+"/titularTelefono",schemaPath:"#/properties/titularTelefono/pattern",keyword:"pattern",params:{pattern: "^(?:\\+34 ?)?[6789](?:[ -]?[0-9]){8}$"},message:"must match pattern \""+"^(?:\\+34 ?)?[6789](?:[ -]?[0-9]){8}$"+"\"",schema:"^(?:\\+34 ?)?[6789](?:[ -]?[0-9]){8}$",parentSchema:schema27.properties.titularTelefono,data:data9};
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
const err53 = {instancePath:instancePath+"/titularTelefono",schemaPath:"#/properties/titularTelefono/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.titularTelefono.type,parentSchema:schema27.properties.titularTelefono,data:data9};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
if(data.relacion !== undefined){
let data10 = data.relacion;
if(typeof data10 === "string"){
if(func2(data10) > 100){
const err54 = {instancePath:instancePath+"/relacion",schemaPath:"#/properties/relacion/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema27.properties.relacion,data:data10};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
if(func2(data10) < 1){
const err55 = {instancePath:instancePath+"/relacion",schemaPath:"#/properties/relacion/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema27.properties.relacion,data:data10};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
if(!pattern0.test(data10)){
const err56 = {instancePath:instancePath+"/relacion",schemaPath:"#/properties/relacion/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\"",schema:"\\S",parentSchema:schema27.properties.relacion,data:data10};
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
const err57 = {instancePath:instancePath+"/relacion",schemaPath:"#/properties/relacion/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.relacion.type,parentSchema:schema27.properties.relacion,data:data10};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
if(data.numeroSepultura !== undefined){
let data11 = data.numeroSepultura;
if(typeof data11 === "string"){
if(func2(data11) > 20){
const err58 = {instancePath:instancePath+"/numeroSepultura",schemaPath:"#/properties/numeroSepultura/maxLength",keyword:"maxLength",params:{limit: 20},message:"must NOT have more than 20 characters",schema:20,parentSchema:schema27.properties.numeroSepultura,data:data11};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
if(func2(data11) < 1){
const err59 = {instancePath:instancePath+"/numeroSepultura",schemaPath:"#/properties/numeroSepultura/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema27.properties.numeroSepultura,data:data11};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
if(!pattern0.test(data11)){
const err60 = {instancePath:instancePath+"/numeroSepultura",schemaPath:"#/properties/numeroSepultura/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\"",schema:"\\S",parentSchema:schema27.properties.numeroSepultura,data:data11};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
else {
const err61 = {instancePath:instancePath+"/numeroSepultura",schemaPath:"#/properties/numeroSepultura/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.numeroSepultura.type,parentSchema:schema27.properties.numeroSepultura,data:data11};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
if(data.tramo !== undefined){
let data12 = data.tramo;
if(typeof data12 === "string"){
if(func2(data12) > 20){
const err62 = {instancePath:instancePath+"/tramo",schemaPath:"#/properties/tramo/maxLength",keyword:"maxLength",params:{limit: 20},message:"must NOT have more than 20 characters",schema:20,parentSchema:schema27.properties.tramo,data:data12};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
if(func2(data12) < 1){
const err63 = {instancePath:instancePath+"/tramo",schemaPath:"#/properties/tramo/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema27.properties.tramo,data:data12};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
if(!pattern0.test(data12)){
const err64 = {instancePath:instancePath+"/tramo",schemaPath:"#/properties/tramo/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\"",schema:"\\S",parentSchema:schema27.properties.tramo,data:data12};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
else {
const err65 = {instancePath:instancePath+"/tramo",schemaPath:"#/properties/tramo/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.tramo.type,parentSchema:schema27.properties.tramo,data:data12};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
if(data.fila !== undefined){
let data13 = data.fila;
if(typeof data13 === "string"){
if(func2(data13) > 20){
const err66 = {instancePath:instancePath+"/fila",schemaPath:"#/properties/fila/maxLength",keyword:"maxLength",params:{limit: 20},message:"must NOT have more than 20 characters",schema:20,parentSchema:schema27.properties.fila,data:data13};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
if(func2(data13) < 1){
const err67 = {instancePath:instancePath+"/fila",schemaPath:"#/properties/fila/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema27.properties.fila,data:data13};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
if(!pattern0.test(data13)){
const err68 = {instancePath:instancePath+"/fila",schemaPath:"#/properties/fila/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\"",schema:"\\S",parentSchema:schema27.properties.fila,data:data13};
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
const err69 = {instancePath:instancePath+"/fila",schemaPath:"#/properties/fila/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.fila.type,parentSchema:schema27.properties.fila,data:data13};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
if(data.noSepultura !== undefined){
let data14 = data.noSepultura;
if(typeof data14 === "string"){
if(func2(data14) > 20){
const err70 = {instancePath:instancePath+"/noSepultura",schemaPath:"#/properties/noSepultura/maxLength",keyword:"maxLength",params:{limit: 20},message:"must NOT have more than 20 characters",schema:20,parentSchema:schema27.properties.noSepultura,data:data14};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
if(func2(data14) < 1){
const err71 = {instancePath:instancePath+"/noSepultura",schemaPath:"#/properties/noSepultura/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema27.properties.noSepultura,data:data14};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
if(!pattern0.test(data14)){
const err72 = {instancePath:instancePath+"/noSepultura",schemaPath:"#/properties/noSepultura/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\"",schema:"\\S",parentSchema:schema27.properties.noSepultura,data:data14};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
else {
const err73 = {instancePath:instancePath+"/noSepultura",schemaPath:"#/properties/noSepultura/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.noSepultura.type,parentSchema:schema27.properties.noSepultura,data:data14};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
if(data.personasEnterradas !== undefined){
let data15 = data.personasEnterradas;
if(typeof data15 === "string"){
if(func2(data15) > 5000){
const err74 = {instancePath:instancePath+"/personasEnterradas",schemaPath:"#/properties/personasEnterradas/maxLength",keyword:"maxLength",params:{limit: 5000},message:"must NOT have more than 5000 characters",schema:5000,parentSchema:schema27.properties.personasEnterradas,data:data15};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
if(func2(data15) < 1){
const err75 = {instancePath:instancePath+"/personasEnterradas",schemaPath:"#/properties/personasEnterradas/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema27.properties.personasEnterradas,data:data15};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
if(!pattern0.test(data15)){
const err76 = {instancePath:instancePath+"/personasEnterradas",schemaPath:"#/properties/personasEnterradas/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\"",schema:"\\S",parentSchema:schema27.properties.personasEnterradas,data:data15};
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
const err77 = {instancePath:instancePath+"/personasEnterradas",schemaPath:"#/properties/personasEnterradas/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.personasEnterradas.type,parentSchema:schema27.properties.personasEnterradas,data:data15};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
}
if(data.cesionarioNombre !== undefined){
let data16 = data.cesionarioNombre;
if(typeof data16 === "string"){
if(func2(data16) > 500){
const err78 = {instancePath:instancePath+"/cesionarioNombre",schemaPath:"#/properties/cesionarioNombre/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters",schema:500,parentSchema:schema27.properties.cesionarioNombre,data:data16};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
if(func2(data16) < 1){
const err79 = {instancePath:instancePath+"/cesionarioNombre",schemaPath:"#/properties/cesionarioNombre/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema27.properties.cesionarioNombre,data:data16};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
if(!pattern0.test(data16)){
const err80 = {instancePath:instancePath+"/cesionarioNombre",schemaPath:"#/properties/cesionarioNombre/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\"",schema:"\\S",parentSchema:schema27.properties.cesionarioNombre,data:data16};
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
const err81 = {instancePath:instancePath+"/cesionarioNombre",schemaPath:"#/properties/cesionarioNombre/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.cesionarioNombre.type,parentSchema:schema27.properties.cesionarioNombre,data:data16};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
}
if(data.cesionarioDni !== undefined){
let data17 = data.cesionarioDni;
if(typeof data17 === "string"){
if(!pattern1.test(data17)){
const err82 = {instancePath:instancePath+"/cesionarioDni",schemaPath:"#/properties/cesionarioDni/pattern",keyword:"pattern",params:{pattern: "^(?:[0-9]{8}|[XYZxyz][0-9]{7})[A-Za-z]$"},message:"must match pattern \""+"^(?:[0-9]{8}|[XYZxyz][0-9]{7})[A-Za-z]$"+"\"",schema:"^(?:[0-9]{8}|[XYZxyz][0-9]{7})[A-Za-z]$",parentSchema:schema27.properties.cesionarioDni,data:data17};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
if(!(formats0(data17))){
const err83 = {instancePath:instancePath+"/cesionarioDni",schemaPath:"#/properties/cesionarioDni/format",keyword:"format",params:{format: "dni"},message:"must match format \""+"dni"+"\"",schema:"dni",parentSchema:schema27.properties.cesionarioDni,data:data17};
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
const err84 = {instancePath:instancePath+"/cesionarioDni",schemaPath:"#/properties/cesionarioDni/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.cesionarioDni.type,parentSchema:schema27.properties.cesionarioDni,data:data17};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
}
if(data.cesionarioDireccion !== undefined){
let data18 = data.cesionarioDireccion;
if(typeof data18 === "string"){
if(func2(data18) > 500){
const err85 = {instancePath:instancePath+"/cesionarioDireccion",schemaPath:"#/properties/cesionarioDireccion/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters",schema:500,parentSchema:schema27.properties.cesionarioDireccion,data:data18};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
if(func2(data18) < 1){
const err86 = {instancePath:instancePath+"/cesionarioDireccion",schemaPath:"#/properties/cesionarioDireccion/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema27.properties.cesionarioDireccion,data:data18};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
if(!pattern0.test(data18)){
const err87 = {instancePath:instancePath+"/cesionarioDireccion",schemaPath:"#/properties/cesionarioDireccion/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\"",schema:"\\S",parentSchema:schema27.properties.cesionarioDireccion,data:data18};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
}
else {
const err88 = {instancePath:instancePath+"/cesionarioDireccion",schemaPath:"#/properties/cesionarioDireccion/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.cesionarioDireccion.type,parentSchema:schema27.properties.cesionarioDireccion,data:data18};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
}
if(data.cesionarioMunicipio !== undefined){
let data19 = data.cesionarioMunicipio;
if(typeof data19 === "string"){
if(func2(data19) > 500){
const err89 = {instancePath:instancePath+"/cesionarioMunicipio",schemaPath:"#/properties/cesionarioMunicipio/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters",schema:500,parentSchema:schema27.properties.cesionarioMunicipio,data:data19};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
if(func2(data19) < 1){
const err90 = {instancePath:instancePath+"/cesionarioMunicipio",schemaPath:"#/properties/cesionarioMunicipio/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema27.properties.cesionarioMunicipio,data:data19};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
if(!pattern0.test(data19)){
const err91 = {instancePath:instancePath+"/cesionarioMunicipio",schemaPath:"#/properties/cesionarioMunicipio/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\"",schema:"\\S",parentSchema:schema27.properties.cesionarioMunicipio,data:data19};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
}
else {
const err92 = {instancePath:instancePath+"/cesionarioMunicipio",schemaPath:"#/properties/cesionarioMunicipio/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.cesionarioMunicipio.type,parentSchema:schema27.properties.cesionarioMunicipio,data:data19};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
}
if(data.cesionarioTelefono !== undefined){
let data20 = data.cesionarioTelefono;
if(typeof data20 === "string"){
if(!pattern5.test(data20)){
const err93 = {instancePath:instancePath+"/cesionarioTelefono",schemaPath:"#/properties/cesionarioTelefono/pattern",keyword:"pattern",params:{pattern: "^(?:\\+34 ?)?[6789](?:[ -]?[0-9]){8}$"},message:"must match pattern \""+"^(?:\\+34 ?)?[6789](?:[ -]?[0-9]){8}$"+"\"",schema:"^(?:\\+34 ?)?[6789](?:[ -]?[0-9]){8}$",parentSchema:schema27.properties.cesionarioTelefono,data:data20};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
}
else {
const err94 = {instancePath:instancePath+"/cesionarioTelefono",schemaPath:"#/properties/cesionarioTelefono/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.cesionarioTelefono.type,parentSchema:schema27.properties.cesionarioTelefono,data:data20};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
}
if(data.otrosDescripcion !== undefined){
let data21 = data.otrosDescripcion;
if(typeof data21 === "string"){
if(func2(data21) > 500){
const err95 = {instancePath:instancePath+"/otrosDescripcion",schemaPath:"#/properties/otrosDescripcion/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters",schema:500,parentSchema:schema27.properties.otrosDescripcion,data:data21};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
if(func2(data21) < 1){
const err96 = {instancePath:instancePath+"/otrosDescripcion",schemaPath:"#/properties/otrosDescripcion/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema27.properties.otrosDescripcion,data:data21};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
if(!pattern0.test(data21)){
const err97 = {instancePath:instancePath+"/otrosDescripcion",schemaPath:"#/properties/otrosDescripcion/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\"",schema:"\\S",parentSchema:schema27.properties.otrosDescripcion,data:data21};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
}
else {
const err98 = {instancePath:instancePath+"/otrosDescripcion",schemaPath:"#/properties/otrosDescripcion/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.otrosDescripcion.type,parentSchema:schema27.properties.otrosDescripcion,data:data21};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
}
if(data.fecha !== undefined){
let data22 = data.fecha;
if(typeof data22 === "string"){
if(!(formats8.validate(data22))){
const err99 = {instancePath:instancePath+"/fecha",schemaPath:"#/properties/fecha/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\"",schema:"date",parentSchema:schema27.properties.fecha,data:data22};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
}
else {
const err100 = {instancePath:instancePath+"/fecha",schemaPath:"#/properties/fecha/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.fecha.type,parentSchema:schema27.properties.fecha,data:data22};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
}
if(data.firmaAceptada !== undefined){
let data23 = data.firmaAceptada;
if(typeof data23 !== "boolean"){
const err101 = {instancePath:instancePath+"/firmaAceptada",schemaPath:"#/properties/firmaAceptada/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema27.properties.firmaAceptada.type,parentSchema:schema27.properties.firmaAceptada,data:data23};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
if(true !== data23){
const err102 = {instancePath:instancePath+"/firmaAceptada",schemaPath:"#/properties/firmaAceptada/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant",schema:true,parentSchema:schema27.properties.firmaAceptada,data:data23};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
}
}
else {
const err103 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema27.type,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

