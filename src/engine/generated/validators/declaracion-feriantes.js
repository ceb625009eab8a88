// @ts-nocheck
// Generado por `npm run generate`. No editar a mano.
import { runtime } from '../../validation/standalone-runtime.ts';

const exports = {};
export default exports;

exports["30132f6e"] = validate10;
const schema27 = {"title":"Declaración responsable de feriantes","type":"object","properties":{"nombre":{"type":"string","minLength":1,"maxLength":500,"pattern":"\\S","title":"Nombre y apellidos"},"dni":{"title":"DNI/NIE","description":"8 cifras y letra (DNI) o X, Y o Z, 7 cifras y letra (NIE).","type":"string","pattern":"^(?:[0-9]{8}|[XYZxyz][0-9]{7})[A-Za-z]$","format":"dni"},"enRepresentacion":{"type":"string","minLength":1,"maxLength":200,"pattern":"\\S","title":"En representación de (empresa o persona)"},"calle":{"type":"string","minLength":1,"maxLength":200,"pattern":"\\S","title":"Calle"},"numero":{"type":"string","minLength":1,"maxLength":20,"pattern":"\\S","title":"Número"},"municipio":{"type":"string","minLength":1,"maxLength":500,"pattern":"\\S","title":"Municipio"},"provincia":{"type":"string","minLength":1,"maxLength":500,"pattern":"\\S","title":"Provincia"},"cp":{"title":"Código postal","type":"string","pattern":"^(?:0[1-9]|[1-9][0-9])[0-9]{3}$"},"telefono":{"title":"Teléfono","type":"string","pattern":"^(?:\\+34 ?)?[6789](?:[ -]?[0-9]){8}$"},"email":{"title":"Correo electrónico","type":"string","format":"email","maxLength":254},"tipoActividad":{"type":"string","minLength":1,"maxLength":200,"pattern":"\\S","title":"Tipo de actividad o atracción"},"superficie":{"title":"Superficie que ocupará (m²)","type":"number","exclusiveMinimum":0,"maximum":10000,"multipleOf":0.01},"fechaInicio":{"title":"Fecha de inicio","type":"string","format":"date"},"fechaFin":{"title":"Fecha de fin","type":"string","format":"date","formatMinimum":{"$data":"1/fechaInicio"}},"firmaAceptada":{"title":"Declaración responsable y firma","description":"Casilla de firma o consentimiento: debe estar marcada para enviar.","type":"boolean","const":true}},"required":["nombre","dni","calle","numero","municipio","provincia","cp","telefono","email","tipoActividad","superficie","fechaInicio","fechaFin","firmaAceptada"],"examples":[{"nombre":"Ramón Cortés Heredia","dni":"90123456A","enRepresentacion":"Atracciones Cortés Hermanos","calle":"Calle de los Alfareros","numero":"15","municipio":"Valdeolmos del Río","provincia":"Valdemora","cp":"99010","telefono":"666999000","email":"ramon.cortes@feria.example","tipoActividad":"Atracción infantil (tren de la bruja)","superficie":64.5,"fechaInicio":"2026-08-14","fechaFin":"2026-08-18","firmaAceptada":true}],"$id":"30132f6e"};
const func2 = runtime["ajv/dist/runtime/ucs2length"].default;
const pattern0 = new RegExp("\\S", "u");
const pattern1 = new RegExp("^(?:[0-9]{8}|[XYZxyz][0-9]{7})[A-Za-z]$", "u");
const pattern7 = new RegExp("^(?:0[1-9]|[1-9][0-9])[0-9]{3}$", "u");
const pattern8 = new RegExp("^(?:\\+34 ?)?[6789](?:[ -]?[0-9]){8}$", "u");
const formats0 = runtime["#engine/validation/formats"].formats.dni;
const formats2 = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;
const formats4 = runtime["#engine/validation/formats"].formats.date;

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="30132f6e" */;
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
if(data.calle === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "calle"},message:"must have required property '"+"calle"+"'",schema:schema27.required,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.numero === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "numero"},message:"must have required property '"+"numero"+"'",schema:schema27.required,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.municipio === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "municipio"},message:"must have required property '"+"municipio"+"'",schema:schema27.required,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.provincia === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "provincia"},message:"must have required property '"+"provincia"+"'",schema:schema27.required,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.cp === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "cp"},message:"must have required property '"+"cp"+"'",schema:schema27.required,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.telefono === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "telefono"},message:"must have required property '"+"telefono"+"'",schema:schema27.required,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.email === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "email"},message:"must have required property '"+"email"+"'",schema:schema27.required,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.tipoActividad === undefined){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "tipoActividad"},message:"must have required property '"+"tipoActividad"+"'",schema:schema27.required,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.superficie === undefined){
const err10 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "superficie"},message:"must have required property '"+"superficie"+"'",schema:schema27.required,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data.fechaInicio === undefined){
const err11 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "fechaInicio"},message:"must have required property '"+"fechaInicio"+"'",schema:schema27.required,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data.fechaFin === undefined){
const err12 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "fechaFin"},message:"must have required property '"+"fechaFin"+"'",schema:schema27.required,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data.firmaAceptada === undefined){
const err13 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "firmaAceptada"},message:"must have required property '"+"firmaAceptada"+"'",schema:schema27.required,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data.nombre !== undefined){
let data0 = data.nombre;
if(typeof data0 === "string"){
if(func2(data0) > 500){
const err14 = {instancePath:instancePath+"/nombre",schemaPath:"#/properties/nombre/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters",schema:500,parentSchema:schema27.properties.nombre,data:data0};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(func2(data0) < 1){
const err15 = {instancePath:instancePath+"/nombre",schemaPath:"#/properties/nombre/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema27.properties.nombre,data:data0};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(!pattern0.test(data0)){
const err16 = {instancePath:instancePath+"/nombre",schemaPath:"#/properties/nombre/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\"",schema:"\\S",parentSchema:schema27.properties.nombre,data:data0};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {instancePath:instancePath+"/nombre",schemaPath:"#/properties/nombre/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.nombre.type,parentSchema:schema27.properties.nombre,data:data0};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.dni !== undefined){
let data1 = data.dni;
if(typeof data1 === "string"){
if(!pattern1.test(data1)){
const err18 = {instancePath:instancePath+"/dni",schemaPath:"#/properties/dni/pattern",keyword:"pattern",params:{pattern: "^(?:[0-9]{8}|[XYZxyz][0-9]{7})[A-Za-z]$"},message:"must match pattern \""+"^(?:[0-9]{8}|[XYZxyz][0-9]{7})[A-Za-z]$"+"\"",schema:"^(?:[0-9]{8}|[XYZxyz][0-9]{7})[A-Za-z]$",parentSchema:schema27.properties.dni,data:data1};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(!(formats0(data1))){
const err19 = {instancePath:instancePath+"/dni",schemaPath:"#/properties/dni/format",keyword:"format",params:{format: "dni"},message:"must match format \""+"dni"+"\"",schema:"dni",parentSchema:schema27.properties.dni,data:data1};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
else {
const err20 = {instancePath:instancePath+"/dni",schemaPath:"#/properties/dni/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.dni.type,parentSchema:schema27.properties.dni,data:data1};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.enRepresentacion !== undefined){
let data2 = data.enRepresentacion;
if(typeof data2 === "string"){
if(func2(data2) > 200){
const err21 = {instancePath:instancePath+"/enRepresentacion",schemaPath:"#/properties/enRepresentacion/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema27.properties.enRepresentacion,data:data2};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(func2(data2) < 1){
const err22 = {instancePath:instancePath+"/enRepresentacion",schemaPath:"#/properties/enRepresentacion/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema27.properties.enRepresentacion,data:data2};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(!pattern0.test(data2)){
const err23 = {instancePath:instancePath+"/enRepresentacion",schemaPath:"#/properties/enRepresentacion/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\"",schema:"\\S",parentSchema:schema27.properties.enRepresentacion,data:data2};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
else {
const err24 = {instancePath:instancePath+"/enRepresentacion",schemaPath:"#/properties/enRepresentacion/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.enRepresentacion.type,parentSchema:schema27.properties.enRepresentacion,data:data2};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.calle !== undefined){
let data3 = data.calle;
if(typeof data3 === "string"){
if(func2(data3) > 200){
const err25 = {instancePath:instancePath+"/calle",schemaPath:"#/properties/calle/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema27.properties.calle,data:data3};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(func2(data3) < 1){
const err26 = {instancePath:instancePath+"/calle",schemaPath:"#/properties/calle/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema27.properties.calle,data:data3};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(!pattern0.test(data3)){
const err27 = {instancePath:instancePath+"/calle",schemaPath:"#/properties/calle/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\"",schema:"\\S",parentSchema:schema27.properties.calle,data:data3};
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
const err28 = {instancePath:instancePath+"/calle",schemaPath:"#/properties/calle/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.calle.type,parentSchema:schema27.properties.calle,data:data3};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.numero !== undefined){
let data4 = data.numero;
if(typeof data4 === "string"){
if(func2(data4) > 20){
const err29 = {instancePath:instancePath+"/numero",schemaPath:"#/properties/numero/maxLength",keyword:"maxLength",params:{limit: 20},message:"must NOT have more than 20 characters",schema:20,parentSchema:schema27.properties.numero,data:data4};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(func2(data4) < 1){
const err30 = {instancePath:instancePath+"/numero",schemaPath:"#/properties/numero/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema27.properties.numero,data:data4};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(!pattern0.test(data4)){
const err31 = {instancePath:instancePath+"/numero",schemaPath:"#/properties/numero/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\"",schema:"\\S",parentSchema:schema27.properties.numero,data:data4};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
else {
const err32 = {instancePath:instancePath+"/numero",schemaPath:"#/properties/numero/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.numero.type,parentSchema:schema27.properties.numero,data:data4};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data.municipio !== undefined){
let data5 = data.municipio;
if(typeof data5 === "string"){
if(func2(data5) > 500){
const err33 = {instancePath:instancePath+"/municipio",schemaPath:"#/properties/municipio/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters",schema:500,parentSchema:schema27.properties.municipio,data:data5};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(func2(data5) < 1){
const err34 = {instancePath:instancePath+"/municipio",schemaPath:"#/properties/municipio/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema27.properties.municipio,data:data5};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(!pattern0.test(data5)){
const err35 = {instancePath:instancePath+"/municipio",schemaPath:"#/properties/municipio/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\"",schema:"\\S",parentSchema:schema27.properties.municipio,data:data5};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
else {
const err36 = {instancePath:instancePath+"/municipio",schemaPath:"#/properties/municipio/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.municipio.type,parentSchema:schema27.properties.municipio,data:data5};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data.provincia !== undefined){
let data6 = data.provincia;
if(typeof data6 === "string"){
if(func2(data6) > 500){
const err37 = {instancePath:instancePath+"/provincia",schemaPath:"#/properties/provincia/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters",schema:500,parentSchema:schema27.properties.provincia,data:data6};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(func2(data6) < 1){
const err38 = {instancePath:instancePath+"/provincia",schemaPath:"#/properties/provincia/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema27.properties.provincia,data:data6};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(!pattern0.test(data6)){
const err39 = {instancePath:instancePath+"/provincia",schemaPath:"#/properties/provincia/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\"",schema:"\\S",parentSchema:schema27.properties.provincia,data:data6};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
else {
const err40 = {instancePath:instancePath+"/provincia",schemaPath:"#/properties/provincia/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.provincia.type,parentSchema:schema27.properties.provincia,data:data6};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data.cp !== undefined){
let data7 = data.cp;
if(typeof data7 === "string"){
if(!pattern7.test(data7)){
const err41 = {instancePath:instancePath+"/cp",schemaPath:"#/properties/cp/pattern",keyword:"pattern",params:{pattern: "^(?:0[1-9]|[1-9][0-9])[0-9]{3}$"},message:"must match pattern \""+"^(?:0[1-9]|[1-9][0-9])[0-9]{3}$"+"\"",schema:"^(?:0[1-9]|[1-9][0-9])[0-9]{3}$",parentSchema:schema27.properties.cp,data:data7};
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
const err42 = {instancePath:instancePath+"/cp",schemaPath:"#/properties/cp/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.cp.type,parentSchema:schema27.properties.cp,data:data7};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data.telefono !== undefined){
let data8 = data.telefono;
if(typeof data8 === "string"){
if(!pattern8.test(data8)){
const err43 = {instancePath:instancePath+"/telefono",schemaPath:"#/properties/telefono/pattern",keyword:"pattern",params:{pattern: "^(?:\\+34 ?)?[6789](?:[ -]?[0-9]){8}$"},message:"must match pattern \""+"^(?:\\+34 ?)?[6789](?:[ -]?[0-9]){8}$"+"\"",schema:"^(?:\\+34 ?)?[6789](?:[ -]?[0-9]){8}$",parentSchema:schema27.properties.telefono,data:data8};
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
const err44 = {instancePath:instancePath+"/telefono",schemaPath:"#/properties/telefono/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.telefono.type,parentSchema:schema27.properties.telefono,data:data8};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data.email !== undefined){
let data9 = data.email;
if(typeof data9 === "string"){
if(func2(data9) > 254){
const err45 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/maxLength",keyword:"maxLength",params:{limit: 254},message:"must NOT have more than 254 characters",schema:254,parentSchema:schema27.properties.email,data:data9};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
if(!(formats2.test(data9))){
const err46 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/format",keyword:"format",params:{format: "email"},message:"must match format \""+"email"+"\"",schema:"email",parentSchema:schema27.properties.email,data:data9};
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
const err47 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.email.type,parentSchema:schema27.properties.email,data:data9};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data.tipoActividad !== undefined){
let data10 = data.tipoActividad;
if(typeof data10 === "string"){
if(func2(data10) > 200){
const err48 = {instancePath:instancePath+"/tipoActividad",schemaPath:"#/properties/tipoActividad/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema27.properties.tipoActividad,data:data10};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if(func2(data10) < 1){
const err49 = {instancePath:instancePath+"/tipoActividad",schemaPath:"#/properties/tipoActividad/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema27.properties.tipoActividad,data:data10};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
if(!pattern0.test(data10)){
const err50 = {instancePath:instancePath+"/tipoActividad",schemaPath:"#/properties/tipoActividad/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\"",schema:"\\S",parentSchema:schema27.properties.tipoActividad,data:data10};
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
const err51 = {instancePath:instancePath+"/tipoActividad",schemaPath:"#/properties/tipoActividad/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.tipoActividad.type,parentSchema:schema27.properties.tipoActividad,data:data10};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
if(data.superficie !== undefined){
let data11 = data.superficie;
if(typeof data11 == "number"){
if(data11 > 10000 || isNaN(data11)){
const err52 = {instancePath:instancePath+"/superficie",schemaPath:"#/properties/superficie/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000},message:"must be <= 10000",schema:10000,parentSchema:schema27.properties.superficie,data:data11};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
if(data11 <= 0 || isNaN(data11)){
const err53 = {instancePath:instancePath+"/superficie",schemaPath:"#/properties/superficie/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0",schema:0,parentSchema:schema27.properties.superficie,data:data11};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
let res0;
if((0.01 === 0 || (res0 = data11/0.01, Math.abs(Math.round(res0) - res0) > 1e-8))){
const err54 = {instancePath:instancePath+"/superficie",schemaPath:"#/properties/superficie/multipleOf",keyword:"multipleOf",params:{multipleOf: 0.01},message:"must be multiple of 0.01",schema:0.01,parentSchema:schema27.properties.superficie,data:data11};
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
const err55 = {instancePath:instancePath+"/superficie",schemaPath:"#/properties/superficie/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema27.properties.superficie.type,parentSchema:schema27.properties.superficie,data:data11};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
if(data.fechaInicio !== undefined){
let data12 = data.fechaInicio;
if(typeof data12 === "string"){
if(!(formats4.validate(data12))){
const err56 = {instancePath:instancePath+"/fechaInicio",schemaPath:"#/properties/fechaInicio/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\"",schema:"date",parentSchema:schema27.properties.fechaInicio,data:data12};
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
const err57 = {instancePath:instancePath+"/fechaInicio",schemaPath:"#/properties/fechaInicio/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.fechaInicio.type,parentSchema:schema27.properties.fechaInicio,data:data12};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
if(data.fechaFin !== undefined){
let data13 = data.fechaFin;
if(typeof data13 === "string"){
if(!(formats4.validate(data13))){
const err58 = {instancePath:instancePath+"/fechaFin",schemaPath:"#/properties/fechaFin/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\"",schema:"date",parentSchema:schema27.properties.fechaFin,data:data13};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
const vSchema0 = data && data.fechaInicio;
if(vSchema0 !== undefined && ((typeof vSchema0 !== "string") || (formats4.compare(data13, vSchema0) < 0))){
const err59 = {instancePath:instancePath+"/fechaFin",schemaPath:"#/properties/fechaFin/formatMinimum",keyword:"formatMinimum",params:{comparison: ">=", limit: vSchema0},message:"should be >= "+vSchema0,schema:schema27.properties.fechaFin.formatMinimum,parentSchema:schema27.properties.fechaFin,data:data13};
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
const err60 = {instancePath:instancePath+"/fechaFin",schemaPath:"#/properties/fechaFin/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.fechaFin.type,parentSchema:schema27.properties.fechaFin,data:data13};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
if(data.firmaAceptada !== undefined){
let data14 = data.firmaAceptada;
if(typeof data14 !== "boolean"){
const err61 = {instancePath:instancePath+"/firmaAceptada",schemaPath:"#/properties/firmaAceptada/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema27.properties.firmaAceptada.type,parentSchema:schema27.properties.firmaAceptada,data:data14};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
if(true !== data14){
const err62 = {instancePath:instancePath+"/firmaAceptada",schemaPath:"#/properties/firmaAceptada/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant",schema:true,parentSchema:schema27.properties.firmaAceptada,data:data14};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
}
else {
const err63 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema27.type,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

