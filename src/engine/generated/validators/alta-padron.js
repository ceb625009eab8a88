// @ts-nocheck
// Generado por `npm run generate`. No editar a mano.
import { runtime } from '../../validation/standalone-runtime.ts';

const exports = {};
export default exports;

exports["42069792"] = validate10;
const schema27 = {"const":"42","title":"42 · Bachillerato","$id":"42069792"};

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="42069792" */;
let vErrors = null;
let errors = 0;
if("42" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "42"},message:"must be equal to constant",schema:"42",parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

exports["35efe173"] = validate11;
const schema28 = {"title":"Solicitud de alta en el padrón municipal de habitantes","type":"object","properties":{"aceptaNormativa":{"title":"He leído y acepto la Normativa Legal","type":"boolean","const":true,"errorMessage":"Debes aceptar la Normativa Legal."},"comunes":{"title":"Datos de la vivienda","type":"object","properties":{"nucleo":{"type":"string","minLength":1,"maxLength":100,"pattern":"\\S","title":"Núcleo o diseminado"},"tipoVivienda":{"type":"string","minLength":1,"maxLength":100,"pattern":"\\S","title":"Tipo de vivienda"},"manzana":{"type":"string","minLength":1,"maxLength":20,"pattern":"\\S","title":"Manzana"},"codigoVia":{"type":"string","minLength":1,"maxLength":20,"pattern":"\\S","title":"Código de vía"},"codigoPseudoVia":{"type":"string","minLength":1,"maxLength":20,"pattern":"\\S","title":"Código de pseudovía"},"inscripcionNHOP":{"type":"string","minLength":1,"maxLength":20,"pattern":"\\S","title":"Número de hoja padronal (NHOP)"},"provincia":{"type":"string","minLength":1,"maxLength":500,"pattern":"\\S","title":"Provincia"},"municipio":{"type":"string","minLength":1,"maxLength":500,"pattern":"\\S","title":"Municipio"},"distrito":{"type":"string","minLength":1,"maxLength":20,"pattern":"\\S","title":"Distrito"},"seccion":{"type":"string","minLength":1,"maxLength":20,"pattern":"\\S","title":"Sección"},"entidadColectiva":{"type":"string","minLength":1,"maxLength":100,"pattern":"\\S","title":"Entidad colectiva"},"entidadSingular":{"type":"string","minLength":1,"maxLength":100,"pattern":"\\S","title":"Entidad singular"}},"required":["nucleo","tipoVivienda","codigoVia","codigoPseudoVia","inscripcionNHOP","provincia","municipio","distrito","seccion"]},"personas":{"title":"Personas que se inscriben","type":"array","minItems":1,"maxItems":20,"default":[{}],"items":{"title":"Persona","type":"object","properties":{"nombre":{"type":"string","minLength":1,"maxLength":500,"pattern":"\\S","title":"Nombre y apellidos"},"dni":{"title":"DNI/NIE","description":"8 cifras y letra (DNI) o X, Y o Z, 7 cifras y letra (NIE).","type":"string","pattern":"^(?:[0-9]{8}|[XYZxyz][0-9]{7})[A-Za-z]$","format":"dni"},"nacimiento":{"title":"Fecha de nacimiento","type":"string","format":"date"},"provinciaNacimiento":{"type":"string","minLength":1,"maxLength":100,"pattern":"\\S","title":"Provincia de nacimiento"},"municipioNacimiento":{"type":"string","minLength":1,"maxLength":100,"pattern":"\\S","title":"Municipio de nacimiento"},"paisNacimiento":{"type":"string","minLength":1,"maxLength":100,"pattern":"\\S","title":"País de nacimiento"},"nacionalidad":{"type":"string","minLength":1,"maxLength":100,"pattern":"\\S","title":"Nacionalidad"},"estudios":{"title":"Nivel de estudios","type":"string","oneOf":[{"const":"00","title":"00 · Menor de 16 años"},{"const":"11","title":"11 · No sabe leer ni escribir"},{"const":"21","title":"21 · Sin estudios"},{"const":"22","title":"22 · Enseñanza primaria incompleta"},{"const":"31","title":"31 · Graduado escolar o ESO"},{"const":"32","title":"32 · Formación profesional de grado medio"},{"const":"41","title":"41 · Formación profesional de grado superior"},{"const":"42","title":"42 · Bachillerato"},{"const":"43","title":"43 · Titulaciones de grado medio"},{"const":"44","title":"44 · Diplomatura universitaria"},{"const":"45","title":"45 · Ingeniería técnica o arquitectura técnica"},{"const":"46","title":"46 · Licenciatura o grado universitario"},{"const":"47","title":"47 · Titulaciones superiores no universitarias"},{"const":"48","title":"48 · Máster o doctorado"}]},"causa":{"type":"string","minLength":1,"maxLength":200,"pattern":"\\S","title":"Causa del alta"},"tipoDoc":{"title":"Tipo de documentación","type":"string","oneOf":[{"const":"mayor","title":"Mayor de edad"},{"const":"menor","title":"Menor de edad (con autorización de sus padres)"},{"const":"custodia","title":"Menor bajo guarda o custodia"},{"const":"incapacitado","title":"Persona con la capacidad modificada judicialmente"},{"const":"autorizacion","title":"Autorización de la persona titular de la vivienda"}]}},"required":["nombre","dni","nacimiento","provinciaNacimiento","municipioNacimiento","paisNacimiento","nacionalidad","estudios","causa","tipoDoc"]}},"firmaPresencial":{"title":"Confirmo que firmaré la solicitud en persona en el Ayuntamiento","type":"boolean","const":true,"errorMessage":"Debes confirmar firma presencial."},"emailContacto":{"title":"Correo electrónico para notificaciones","type":"string","format":"email","maxLength":254}},"required":["aceptaNormativa","comunes","personas","firmaPresencial","emailContacto"],"examples":[{"aceptaNormativa":true,"comunes":{"nucleo":"Villaverde del Arroyo","tipoVivienda":"Vivienda familiar","codigoVia":"0012","codigoPseudoVia":"0000","inscripcionNHOP":"345","provincia":"Valdemora","municipio":"Villaverde del Arroyo","distrito":"01","seccion":"001"},"personas":[{"nombre":"Inés Valdés Moreno","dni":"11111111H","nacimiento":"1988-05-14","provinciaNacimiento":"Valdemora","municipioNacimiento":"Villaverde del Arroyo","paisNacimiento":"España","nacionalidad":"Española","estudios":"46","causa":"Cambio de residencia","tipoDoc":"mayor"},{"nombre":"Hugo Serrano Valdés","dni":"22222222J","nacimiento":"2016-09-30","provinciaNacimiento":"Valdemora","municipioNacimiento":"Villaverde del Arroyo","paisNacimiento":"España","nacionalidad":"Española","estudios":"00","causa":"Cambio de residencia","tipoDoc":"menor"}],"firmaPresencial":true,"emailContacto":"ines.valdes@correo.example"},{"aceptaNormativa":true,"comunes":{"nucleo":"Villaverde del Arroyo","tipoVivienda":"Vivienda familiar","codigoVia":"0012","codigoPseudoVia":"0000","inscripcionNHOP":"345","provincia":"Valdemora","municipio":"Villaverde del Arroyo","distrito":"01","seccion":"001","manzana":"12","entidadSingular":"Villaverde del Arroyo"},"personas":[{"nombre":"Inés Valdés Moreno","dni":"X1234567L","nacimiento":"1988-05-14","provinciaNacimiento":"Lisboa","municipioNacimiento":"Sintra","paisNacimiento":"Portugal","nacionalidad":"Portuguesa","estudios":"46","causa":"Cambio de residencia","tipoDoc":"mayor"}],"firmaPresencial":true,"emailContacto":"ines.valdes@correo.example"}],"$id":"35efe173"};
const func2 = runtime["ajv/dist/runtime/ucs2length"].default;
const pattern0 = new RegExp("\\S", "u");
const pattern13 = new RegExp("^(?:[0-9]{8}|[XYZxyz][0-9]{7})[A-Za-z]$", "u");
const formats0 = runtime["#engine/validation/formats"].formats.dni;
const formats2 = runtime["#engine/validation/formats"].formats.date;
const formats4 = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;

function validate11(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="35efe173" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.aceptaNormativa === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "aceptaNormativa"},message:"must have required property '"+"aceptaNormativa"+"'",schema:schema28.required,parentSchema:schema28,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.comunes === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "comunes"},message:"must have required property '"+"comunes"+"'",schema:schema28.required,parentSchema:schema28,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.personas === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "personas"},message:"must have required property '"+"personas"+"'",schema:schema28.required,parentSchema:schema28,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.firmaPresencial === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "firmaPresencial"},message:"must have required property '"+"firmaPresencial"+"'",schema:schema28.required,parentSchema:schema28,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.emailContacto === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "emailContacto"},message:"must have required property '"+"emailContacto"+"'",schema:schema28.required,parentSchema:schema28,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.aceptaNormativa !== undefined){
let data0 = data.aceptaNormativa;
if(typeof data0 !== "boolean"){
const err5 = {instancePath:instancePath+"/aceptaNormativa",schemaPath:"#/properties/aceptaNormativa/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema28.properties.aceptaNormativa.type,parentSchema:schema28.properties.aceptaNormativa,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(true !== data0){
const err6 = {instancePath:instancePath+"/aceptaNormativa",schemaPath:"#/properties/aceptaNormativa/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant",schema:true,parentSchema:schema28.properties.aceptaNormativa,data:data0};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.comunes !== undefined){
let data1 = data.comunes;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.nucleo === undefined){
const err7 = {instancePath:instancePath+"/comunes",schemaPath:"#/properties/comunes/required",keyword:"required",params:{missingProperty: "nucleo"},message:"must have required property '"+"nucleo"+"'",schema:schema28.properties.comunes.required,parentSchema:schema28.properties.comunes,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data1.tipoVivienda === undefined){
const err8 = {instancePath:instancePath+"/comunes",schemaPath:"#/properties/comunes/required",keyword:"required",params:{missingProperty: "tipoVivienda"},message:"must have required property '"+"tipoVivienda"+"'",schema:schema28.properties.comunes.required,parentSchema:schema28.properties.comunes,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data1.codigoVia === undefined){
const err9 = {instancePath:instancePath+"/comunes",schemaPath:"#/properties/comunes/required",keyword:"required",params:{missingProperty: "codigoVia"},message:"must have required property '"+"codigoVia"+"'",schema:schema28.properties.comunes.required,parentSchema:schema28.properties.comunes,data:data1};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data1.codigoPseudoVia === undefined){
const err10 = {instancePath:instancePath+"/comunes",schemaPath:"#/properties/comunes/required",keyword:"required",params:{missingProperty: "codigoPseudoVia"},message:"must have required property '"+"codigoPseudoVia"+"'",schema:schema28.properties.comunes.required,parentSchema:schema28.properties.comunes,data:data1};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data1.inscripcionNHOP === undefined){
const err11 = {instancePath:instancePath+"/comunes",schemaPath:"#/properties/comunes/required",keyword:"required",params:{missingProperty: "inscripcionNHOP"},message:"must have required property '"+"inscripcionNHOP"+"'",schema:schema28.properties.comunes.required,parentSchema:schema28.properties.comunes,data:data1};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data1.provincia === undefined){
const err12 = {instancePath:instancePath+"/comunes",schemaPath:"#/properties/comunes/required",keyword:"required",params:{missingProperty: "provincia"},message:"must have required property '"+"provincia"+"'",schema:schema28.properties.comunes.required,parentSchema:schema28.properties.comunes,data:data1};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data1.municipio === undefined){
const err13 = {instancePath:instancePath+"/comunes",schemaPath:"#/properties/comunes/required",keyword:"required",params:{missingProperty: "municipio"},message:"must have required property '"+"municipio"+"'",schema:schema28.properties.comunes.required,parentSchema:schema28.properties.comunes,data:data1};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data1.distrito === undefined){
const err14 = {instancePath:instancePath+"/comunes",schemaPath:"#/properties/comunes/required",keyword:"required",params:{missingProperty: "distrito"},message:"must have required property '"+"distrito"+"'",schema:schema28.properties.comunes.required,parentSchema:schema28.properties.comunes,data:data1};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data1.seccion === undefined){
const err15 = {instancePath:instancePath+"/comunes",schemaPath:"#/properties/comunes/required",keyword:"required",params:{missingProperty: "seccion"},message:"must have required property '"+"seccion"+"'",schema:schema28.properties.comunes.required,parentSchema:schema28.properties.comunes,data:data1};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data1.nucleo !== undefined){
let data2 = data1.nucleo;
if(typeof data2 === "string"){
if(func2(data2) > 100){
const err16 = {instancePath:instancePath+"/comunes/nucleo",schemaPath:"#/properties/comunes/properties/nucleo/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema28.properties.comunes.properties.nucleo,data:data2};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(func2(data2) < 1){
const err17 = {instancePath:instancePath+"/comunes/nucleo",schemaPath:"#/properties/comunes/properties/nucleo/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema28.properties.comunes.properties.nucleo,data:data2};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(!pattern0.test(data2)){
const err18 = {instancePath:instancePath+"/comunes/nucleo",schemaPath:"#/properties/comunes/properties/nucleo/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\"",schema:"\\S",parentSchema:schema28.properties.comunes.properties.nucleo,data:data2};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
else {
const err19 = {instancePath:instancePath+"/comunes/nucleo",schemaPath:"#/properties/comunes/properties/nucleo/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema28.properties.comunes.properties.nucleo.type,parentSchema:schema28.properties.comunes.properties.nucleo,data:data2};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data1.tipoVivienda !== undefined){
let data3 = data1.tipoVivienda;
if(typeof data3 === "string"){
if(func2(data3) > 100){
const err20 = {instancePath:instancePath+"/comunes/tipoVivienda",schemaPath:"#/properties/comunes/properties/tipoVivienda/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema28.properties.comunes.properties.tipoVivienda,data:data3};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(func2(data3) < 1){
const err21 = {instancePath:instancePath+"/comunes/tipoVivienda",schemaPath:"#/properties/comunes/properties/tipoVivienda/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema28.properties.comunes.properties.tipoVivienda,data:data3};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(!pattern0.test(data3)){
const err22 = {instancePath:instancePath+"/comunes/tipoVivienda",schemaPath:"#/properties/comunes/properties/tipoVivienda/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\"",schema:"\\S",parentSchema:schema28.properties.comunes.properties.tipoVivienda,data:data3};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
else {
const err23 = {instancePath:instancePath+"/comunes/tipoVivienda",schemaPath:"#/properties/comunes/properties/tipoVivienda/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema28.properties.comunes.properties.tipoVivienda.type,parentSchema:schema28.properties.comunes.properties.tipoVivienda,data:data3};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data1.manzana !== undefined){
let data4 = data1.manzana;
if(typeof data4 === "string"){
if(func2(data4) > 20){
const err24 = {instancePath:instancePath+"/comunes/manzana",schemaPath:"#/properties/comunes/properties/manzana/maxLength",keyword:"maxLength",params:{limit: 20},message:"must NOT have more than 20 characters",schema:20,parentSchema:schema28.properties.comunes.properties.manzana,data:data4};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(func2(data4) < 1){
const err25 = {instancePath:instancePath+"/comunes/manzana",schemaPath:"#/properties/comunes/properties/manzana/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema28.properties.comunes.properties.manzana,data:data4};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(!pattern0.test(data4)){
const err26 = {instancePath:instancePath+"/comunes/manzana",schemaPath:"#/properties/comunes/properties/manzana/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\"",schema:"\\S",parentSchema:schema28.properties.comunes.properties.manzana,data:data4};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
else {
const err27 = {instancePath:instancePath+"/comunes/manzana",schemaPath:"#/properties/comunes/properties/manzana/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema28.properties.comunes.properties.manzana.type,parentSchema:schema28.properties.comunes.properties.manzana,data:data4};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data1.codigoVia !== undefined){
let data5 = data1.codigoVia;
if(typeof data5 === "string"){
if(func2(data5) > 20){
const err28 = {instancePath:instancePath+"/comunes/codigoVia",schemaPath:"#/properties/comunes/properties/codigoVia/maxLength",keyword:"maxLength",params:{limit: 20},message:"must NOT have more than 20 characters",schema:20,parentSchema:schema28.properties.comunes.properties.codigoVia,data:data5};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(func2(data5) < 1){
const err29 = {instancePath:instancePath+"/comunes/codigoVia",schemaPath:"#/properties/comunes/properties/codigoVia/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema28.properties.comunes.properties.codigoVia,data:data5};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(!pattern0.test(data5)){
const err30 = {instancePath:instancePath+"/comunes/codigoVia",schemaPath:"#/properties/comunes/properties/codigoVia/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\"",schema:"\\S",parentSchema:schema28.properties.comunes.properties.codigoVia,data:data5};
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
const err31 = {instancePath:instancePath+"/comunes/codigoVia",schemaPath:"#/properties/comunes/properties/codigoVia/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema28.properties.comunes.properties.codigoVia.type,parentSchema:schema28.properties.comunes.properties.codigoVia,data:data5};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data1.codigoPseudoVia !== undefined){
let data6 = data1.codigoPseudoVia;
if(typeof data6 === "string"){
if(func2(data6) > 20){
const err32 = {instancePath:instancePath+"/comunes/codigoPseudoVia",schemaPath:"#/properties/comunes/properties/codigoPseudoVia/maxLength",keyword:"maxLength",params:{limit: 20},message:"must NOT have more than 20 characters",schema:20,parentSchema:schema28.properties.comunes.properties.codigoPseudoVia,data:data6};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(func2(data6) < 1){
const err33 = {instancePath:instancePath+"/comunes/codigoPseudoVia",schemaPath:"#/properties/comunes/properties/codigoPseudoVia/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema28.properties.comunes.properties.codigoPseudoVia,data:data6};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(!pattern0.test(data6)){
const err34 = {instancePath:instancePath+"/comunes/codigoPseudoVia",schemaPath:"#/properties/comunes/properties/codigoPseudoVia/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\"",schema:"\\S",parentSchema:schema28.properties.comunes.properties.codigoPseudoVia,data:data6};
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
const err35 = {instancePath:instancePath+"/comunes/codigoPseudoVia",schemaPath:"#/properties/comunes/properties/codigoPseudoVia/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema28.properties.comunes.properties.codigoPseudoVia.type,parentSchema:schema28.properties.comunes.properties.codigoPseudoVia,data:data6};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data1.inscripcionNHOP !== undefined){
let data7 = data1.inscripcionNHOP;
if(typeof data7 === "string"){
if(func2(data7) > 20){
const err36 = {instancePath:instancePath+"/comunes/inscripcionNHOP",schemaPath:"#/properties/comunes/properties/inscripcionNHOP/maxLength",keyword:"maxLength",params:{limit: 20},message:"must NOT have more than 20 characters",schema:20,parentSchema:schema28.properties.comunes.properties.inscripcionNHOP,data:data7};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(func2(data7) < 1){
const err37 = {instancePath:instancePath+"/comunes/inscripcionNHOP",schemaPath:"#/properties/comunes/properties/inscripcionNHOP/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema28.properties.comunes.properties.inscripcionNHOP,data:data7};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(!pattern0.test(data7)){
const err38 = {instancePath:instancePath+"/comunes/inscripcionNHOP",schemaPath:"#/properties/comunes/properties/inscripcionNHOP/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\"",schema:"\\S",parentSchema:schema28.properties.comunes.properties.inscripcionNHOP,data:data7};
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
const err39 = {instancePath:instancePath+"/comunes/inscripcionNHOP",schemaPath:"#/properties/comunes/properties/inscripcionNHOP/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema28.properties.comunes.properties.inscripcionNHOP.type,parentSchema:schema28.properties.comunes.properties.inscripcionNHOP,data:data7};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data1.provincia !== undefined){
let data8 = data1.provincia;
if(typeof data8 === "string"){
if(func2(data8) > 500){
const err40 = {instancePath:instancePath+"/comunes/provincia",schemaPath:"#/properties/comunes/properties/provincia/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters",schema:500,parentSchema:schema28.properties.comunes.properties.provincia,data:data8};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(func2(data8) < 1){
const err41 = {instancePath:instancePath+"/comunes/provincia",schemaPath:"#/properties/comunes/properties/provincia/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema28.properties.comunes.properties.provincia,data:data8};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if(!pattern0.test(data8)){
const err42 = {instancePath:instancePath+"/comunes/provincia",schemaPath:"#/properties/comunes/properties/provincia/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\"",schema:"\\S",parentSchema:schema28.properties.comunes.properties.provincia,data:data8};
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
const err43 = {instancePath:instancePath+"/comunes/provincia",schemaPath:"#/properties/comunes/properties/provincia/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema28.properties.comunes.properties.provincia.type,parentSchema:schema28.properties.comunes.properties.provincia,data:data8};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data1.municipio !== undefined){
let data9 = data1.municipio;
if(typeof data9 === "string"){
if(func2(data9) > 500){
const err44 = {instancePath:instancePath+"/comunes/municipio",schemaPath:"#/properties/comunes/properties/municipio/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters",schema:500,parentSchema:schema28.properties.comunes.properties.municipio,data:data9};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if(func2(data9) < 1){
const err45 = {instancePath:instancePath+"/comunes/municipio",schemaPath:"#/properties/comunes/properties/municipio/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema28.properties.comunes.properties.municipio,data:data9};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
if(!pattern0.test(data9)){
const err46 = {instancePath:instancePath+"/comunes/municipio",schemaPath:"#/properties/comunes/properties/municipio/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\"",schema:"\\S",parentSchema:schema28.properties.comunes.properties.municipio,data:data9};
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
const err47 = {instancePath:instancePath+"/comunes/municipio",schemaPath:"#/properties/comunes/properties/municipio/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema28.properties.comunes.properties.municipio.type,parentSchema:schema28.properties.comunes.properties.municipio,data:data9};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data1.distrito !== undefined){
let data10 = data1.distrito;
if(typeof data10 === "string"){
if(func2(data10) > 20){
const err48 = {instancePath:instancePath+"/comunes/distrito",schemaPath:"#/properties/comunes/properties/distrito/maxLength",keyword:"maxLength",params:{limit: 20},message:"must NOT have more than 20 characters",schema:20,parentSchema:schema28.properties.comunes.properties.distrito,data:data10};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if(func2(data10) < 1){
const err49 = {instancePath:instancePath+"/comunes/distrito",schemaPath:"#/properties/comunes/properties/distrito/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema28.properties.comunes.properties.distrito,data:data10};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
if(!pattern0.test(data10)){
const err50 = {instancePath:instancePath+"/comunes/distrito",schemaPath:"#/properties/comunes/properties/distrito/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\"",schema:"\\S",parentSchema:schema28.properties.comunes.properties.distrito,data:data10};
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
const err51 = {instancePath:instancePath+"/comunes/distrito",schemaPath:"#/properties/comunes/properties/distrito/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema28.properties.comunes.properties.distrito.type,parentSchema:schema28.properties.comunes.properties.distrito,data:data10};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
if(data1.seccion !== undefined){
let data11 = data1.seccion;
if(typeof data11 === "string"){
if(func2(data11) > 20){
const err52 = {instancePath:instancePath+"/comunes/seccion",schemaPath:"#/properties/comunes/properties/seccion/maxLength",keyword:"maxLength",params:{limit: 20},message:"must NOT have more than 20 characters",schema:20,parentSchema:schema28.properties.comunes.properties.seccion,data:data11};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
if(func2(data11) < 1){
const err53 = {instancePath:instancePath+"/comunes/seccion",schemaPath:"#/properties/comunes/properties/seccion/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema28.properties.comunes.properties.seccion,data:data11};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
if(!pattern0.test(data11)){
const err54 = {instancePath:instancePath+"/comunes/seccion",schemaPath:"#/properties/comunes/properties/seccion/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\"",schema:"\\S",parentSchema:schema28.properties.comunes.properties.seccion,data:data11};
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
const err55 = {instancePath:instancePath+"/comunes/seccion",schemaPath:"#/properties/comunes/properties/seccion/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema28.properties.comunes.properties.seccion.type,parentSchema:schema28.properties.comunes.properties.seccion,data:data11};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
if(data1.entidadColectiva !== undefined){
let data12 = data1.entidadColectiva;
if(typeof data12 === "string"){
if(func2(data12) > 100){
const err56 = {instancePath:instancePath+"/comunes/entidadColectiva",schemaPath:"#/properties/comunes/properties/entidadColectiva/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema28.properties.comunes.properties.entidadColectiva,data:data12};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
if(func2(data12) < 1){
const err57 = {instancePath:instancePath+"/comunes/entidadColectiva",schemaPath:"#/properties/comunes/properties/entidadColectiva/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema28.properties.comunes.properties.entidadColectiva,data:data12};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
if(!pattern0.test(data12)){
const err58 = {instancePath:instancePath+"/comunes/entidadColectiva",schemaPath:"#/properties/comunes/properties/entidadColectiva/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\"",schema:"\\S",parentSchema:schema28.properties.comunes.properties.entidadColectiva,data:data12};
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
const err59 = {instancePath:instancePath+"/comunes/entidadColectiva",schemaPath:"#/properties/comunes/properties/entidadColectiva/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema28.properties.comunes.properties.entidadColectiva.type,parentSchema:schema28.properties.comunes.properties.entidadColectiva,data:data12};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
if(data1.entidadSingular !== undefined){
let data13 = data1.entidadSingular;
if(typeof data13 === "string"){
if(func2(data13) > 100){
const err60 = {instancePath:instancePath+"/comunes/entidadSingular",schemaPath:"#/properties/comunes/properties/entidadSingular/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema28.properties.comunes.properties.entidadSingular,data:data13};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
if(func2(data13) < 1){
const err61 = {instancePath:instancePath+"/comunes/entidadSingular",schemaPath:"#/properties/comunes/properties/entidadSingular/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema28.properties.comunes.properties.entidadSingular,data:data13};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
if(!pattern0.test(data13)){
const err62 = {instancePath:instancePath+"/comunes/entidadSingular",schemaPath:"#/properties/comunes/properties/entidadSingular/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\"",schema:"\\S",parentSchema:schema28.properties.comunes.properties.entidadSingular,data:data13};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
else {
const err63 = {instancePath:instancePath+"/comunes/entidadSingular",schemaPath:"#/properties/comunes/properties/entidadSingular/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema28.properties.comunes.properties.entidadSingular.type,parentSchema:schema28.properties.comunes.properties.entidadSingular,data:data13};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
}
else {
const err64 = {instancePath:instancePath+"/comunes",schemaPath:"#/properties/comunes/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema28.properties.comunes.type,parentSchema:schema28.properties.comunes,data:data1};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
if(data.personas !== undefined){
let data14 = data.personas;
if(Array.isArray(data14)){
if(data14.length > 20){
const err65 = {instancePath:instancePath+"/personas",schemaPath:"#/properties/personas/maxItems",keyword:"maxItems",params:{limit: 20},message:"must NOT have more than 20 items",schema:20,parentSchema:schema28.properties.personas,data:data14};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
if(data14.length < 1){
const err66 = {instancePath:instancePath+"/personas",schemaPath:"#/properties/personas/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema28.properties.personas,data:data14};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
const len0 = data14.length;
for(let i0=0; i0<len0; i0++){
let data15 = data14[i0];
if(data15 && typeof data15 == "object" && !Array.isArray(data15)){
if(data15.nombre === undefined){
const err67 = {instancePath:instancePath+"/personas/" + i0,schemaPath:"#/properties/personas/items/required",keyword:"required",params:{missingProperty: "nombre"},message:"must have required property '"+"nombre"+"'",schema:schema28.properties.personas.items.required,parentSchema:schema28.properties.personas.items,data:data15};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
if(data15.dni === undefined){
const err68 = {instancePath:instancePath+"/personas/" + i0,schemaPath:"#/properties/personas/items/required",keyword:"required",params:{missingProperty: "dni"},message:"must have required property '"+"dni"+"'",schema:schema28.properties.personas.items.required,parentSchema:schema28.properties.personas.items,data:data15};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
if(data15.nacimiento === undefined){
const err69 = {instancePath:instancePath+"/personas/" + i0,schemaPath:"#/properties/personas/items/required",keyword:"required",params:{missingProperty: "nacimiento"},message:"must have required property '"+"nacimiento"+"'",schema:schema28.properties.personas.items.required,parentSchema:schema28.properties.personas.items,data:data15};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
if(data15.provinciaNacimiento === undefined){
const err70 = {instancePath:instancePath+"/personas/" + i0,schemaPath:"#/properties/personas/items/required",keyword:"required",params:{missingProperty: "provinciaNacimiento"},message:"must have required property '"+"provinciaNacimiento"+"'",schema:schema28.properties.personas.items.required,parentSchema:schema28.properties.personas.items,data:data15};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
if(data15.municipioNacimiento === undefined){
const err71 = {instancePath:instancePath+"/personas/" + i0,schemaPath:"#/properties/personas/items/required",keyword:"required",params:{missingProperty: "municipioNacimiento"},message:"must have required property '"+"municipioNacimiento"+"'",schema:schema28.properties.personas.items.required,parentSchema:schema28.properties.personas.items,data:data15};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
if(data15.paisNacimiento === undefined){
const err72 = {instancePath:instancePath+"/personas/" + i0,schemaPath:"#/properties/personas/items/required",keyword:"required",params:{missingProperty: "paisNacimiento"},message:"must have required property '"+"paisNacimiento"+"'",schema:schema28.properties.personas.items.required,parentSchema:schema28.properties.personas.items,data:data15};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
if(data15.nacionalidad === undefined){
const err73 = {instancePath:instancePath+"/personas/" + i0,schemaPath:"#/properties/personas/items/required",keyword:"required",params:{missingProperty: "nacionalidad"},message:"must have required property '"+"nacionalidad"+"'",schema:schema28.properties.personas.items.required,parentSchema:schema28.properties.personas.items,data:data15};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
if(data15.estudios === undefined){
const err74 = {instancePath:instancePath+"/personas/" + i0,schemaPath:"#/properties/personas/items/required",keyword:"required",params:{missingProperty: "estudios"},message:"must have required property '"+"estudios"+"'",schema:schema28.properties.personas.items.required,parentSchema:schema28.properties.personas.items,data:data15};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
if(data15.causa === undefined){
const err75 = {instancePath:instancePath+"/personas/" + i0,schemaPath:"#/properties/personas/items/required",keyword:"required",params:{missingProperty: "causa"},message:"must have required property '"+"causa"+"'",schema:schema28.properties.personas.items.required,parentSchema:schema28.properties.personas.items,data:data15};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
if(data15.tipoDoc === undefined){
const err76 = {instancePath:instancePath+"/personas/" + i0,schemaPath:"#/properties/personas/items/required",keyword:"required",params:{missingProperty: "tipoDoc"},message:"must have required property '"+"tipoDoc"+"'",schema:schema28.properties.personas.items.required,parentSchema:schema28.properties.personas.items,data:data15};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
if(data15.nombre !== undefined){
let data16 = data15.nombre;
if(typeof data16 === "string"){
if(func2(data16) > 500){
const err77 = {instancePath:instancePath+"/personas/" + i0+"/nombre",schemaPath:"#/properties/personas/items/properties/nombre/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters",schema:500,parentSchema:schema28.properties.personas.items.properties.nombre,data:data16};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
if(func2(data16) < 1){
const err78 = {instancePath:instancePath+"/personas/" + i0+"/nombre",schemaPath:"#/properties/personas/items/properties/nombre/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema28.properties.personas.items.properties.nombre,data:data16};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
if(!pattern0.test(data16)){
const err79 = {instancePath:instancePath+"/personas/" + i0+"/nombre",schemaPath:"#/properties/personas/items/properties/nombre/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\"",schema:"\\S",parentSchema:schema28.properties.personas.items.properties.nombre,data:data16};
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
const err80 = {instancePath:instancePath+"/personas/" + i0+"/nombre",schemaPath:"#/properties/personas/items/properties/nombre/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema28.properties.personas.items.properties.nombre.type,parentSchema:schema28.properties.personas.items.properties.nombre,data:data16};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
}
if(data15.dni !== undefined){
let data17 = data15.dni;
if(typeof data17 === "string"){
if(!pattern13.test(data17)){
const err81 = {instancePath:instancePath+"/personas/" + i0+"/dni",schemaPath:"#/properties/personas/items/properties/dni/pattern",keyword:"pattern",params:{pattern: "^(?:[0-9]{8}|[XYZxyz][0-9]{7})[A-Za-z]$"},message:"must match pattern \""+"^(?:[0-9]{8}|[XYZxyz][0-9]{7})[A-Za-z]$"+"\"",schema:"^(?:[0-9]{8}|[XYZxyz][0-9]{7})[A-Za-z]$",parentSchema:schema28.properties.personas.items.properties.dni,data:data17};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
if(!(formats0(data17))){
const err82 = {instancePath:instancePath+"/personas/" + i0+"/dni",schemaPath:"#/properties/personas/items/properties/dni/format",keyword:"format",params:{format: "dni"},message:"must match format \""+"dni"+"\"",schema:"dni",parentSchema:schema28.properties.personas.items.properties.dni,data:data17};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
}
else {
const err83 = {instancePath:instancePath+"/personas/" + i0+"/dni",schemaPath:"#/properties/personas/items/properties/dni/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema28.properties.personas.items.properties.dni.type,parentSchema:schema28.properties.personas.items.properties.dni,data:data17};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
}
if(data15.nacimiento !== undefined){
let data18 = data15.nacimiento;
if(typeof data18 === "string"){
if(!(formats2.validate(data18))){
const err84 = {instancePath:instancePath+"/personas/" + i0+"/nacimiento",schemaPath:"#/properties/personas/items/properties/nacimiento/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\"",schema:"date",parentSchema:schema28.properties.personas.items.properties.nacimiento,data:data18};
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
const err85 = {instancePath:instancePath+"/personas/" + i0+"/nacimiento",schemaPath:"#/properties/personas/items/properties/nacimiento/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema28.properties.personas.items.properties.nacimiento.type,parentSchema:schema28.properties.personas.items.properties.nacimiento,data:data18};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
}
if(data15.provinciaNacimiento !== undefined){
let data19 = data15.provinciaNacimiento;
if(typeof data19 === "string"){
if(func2(data19) > 100){
const err86 = {instancePath:instancePath+"/personas/" + i0+"/provinciaNacimiento",schemaPath:"#/properties/personas/items/properties/provinciaNacimiento/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema28.properties.personas.items.properties.provinciaNacimiento,data:data19};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
if(func2(data19) < 1){
const err87 = {instancePath:instancePath+"/personas/" + i0+"/provinciaNacimiento",schemaPath:"#/properties/personas/items/properties/provinciaNacimiento/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema28.properties.personas.items.properties.provinciaNacimiento,data:data19};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
if(!pattern0.test(data19)){
const err88 = {instancePath:instancePath+"/personas/" + i0+"/provinciaNacimiento",schemaPath:"#/properties/personas/items/properties/provinciaNacimiento/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\"",schema:"\\S",parentSchema:schema28.properties.personas.items.properties.provinciaNacimiento,data:data19};
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
const err89 = {instancePath:instancePath+"/personas/" + i0+"/provinciaNacimiento",schemaPath:"#/properties/personas/items/properties/provinciaNacimiento/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema28.properties.personas.items.properties.provinciaNacimiento.type,parentSchema:schema28.properties.personas.items.properties.provinciaNacimiento,data:data19};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
}
if(data15.municipioNacimiento !== undefined){
let data20 = data15.municipioNacimiento;
if(typeof data20 === "string"){
if(func2(data20) > 100){
const err90 = {instancePath:instancePath+"/personas/" + i0+"/municipioNacimiento",schemaPath:"#/properties/personas/items/properties/municipioNacimiento/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema28.properties.personas.items.properties.municipioNacimiento,data:data20};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
if(func2(data20) < 1){
const err91 = {instancePath:instancePath+"/personas/" + i0+"/municipioNacimiento",schemaPath:"#/properties/personas/items/properties/municipioNacimiento/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema28.properties.personas.items.properties.municipioNacimiento,data:data20};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
if(!pattern0.test(data20)){
const err92 = {instancePath:instancePath+"/personas/" + i0+"/municipioNacimiento",schemaPath:"#/properties/personas/items/properties/municipioNacimiento/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\"",schema:"\\S",parentSchema:schema28.properties.personas.items.properties.municipioNacimiento,data:data20};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
}
else {
const err93 = {instancePath:instancePath+"/personas/" + i0+"/municipioNacimiento",schemaPath:"#/properties/personas/items/properties/municipioNacimiento/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema28.properties.personas.items.properties.municipioNacimiento.type,parentSchema:schema28.properties.personas.items.properties.municipioNacimiento,data:data20};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
}
if(data15.paisNacimiento !== undefined){
let data21 = data15.paisNacimiento;
if(typeof data21 === "string"){
if(func2(data21) > 100){
const err94 = {instancePath:instancePath+"/personas/" + i0+"/paisNacimiento",schemaPath:"#/properties/personas/items/properties/paisNacimiento/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema28.properties.personas.items.properties.paisNacimiento,data:data21};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
if(func2(data21) < 1){
const err95 = {instancePath:instancePath+"/personas/" + i0+"/paisNacimiento",schemaPath:"#/properties/personas/items/properties/paisNacimiento/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema28.properties.personas.items.properties.paisNacimiento,data:data21};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
if(!pattern0.test(data21)){
const err96 = {instancePath:instancePath+"/personas/" + i0+"/paisNacimiento",schemaPath:"#/properties/personas/items/properties/paisNacimiento/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\"",schema:"\\S",parentSchema:schema28.properties.personas.items.properties.paisNacimiento,data:data21};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
}
else {
const err97 = {instancePath:instancePath+"/personas/" + i0+"/paisNacimiento",schemaPath:"#/properties/personas/items/properties/paisNacimiento/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema28.properties.personas.items.properties.paisNacimiento.type,parentSchema:schema28.properties.personas.items.properties.paisNacimiento,data:data21};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
}
if(data15.nacionalidad !== undefined){
let data22 = data15.nacionalidad;
if(typeof data22 === "string"){
if(func2(data22) > 100){
const err98 = {instancePath:instancePath+"/personas/" + i0+"/nacionalidad",schemaPath:"#/properties/personas/items/properties/nacionalidad/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema28.properties.personas.items.properties.nacionalidad,data:data22};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
if(func2(data22) < 1){
const err99 = {instancePath:instancePath+"/personas/" + i0+"/nacionalidad",schemaPath:"#/properties/personas/items/properties/nacionalidad/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema28.properties.personas.items.properties.nacionalidad,data:data22};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
if(!pattern0.test(data22)){
const err100 = {instancePath:instancePath+"/personas/" + i0+"/nacionalidad",schemaPath:"#/properties/personas/items/properties/nacionalidad/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\"",schema:"\\S",parentSchema:schema28.properties.personas.items.properties.nacionalidad,data:data22};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
}
else {
const err101 = {instancePath:instancePath+"/personas/" + i0+"/nacionalidad",schemaPath:"#/properties/personas/items/properties/nacionalidad/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema28.properties.personas.items.properties.nacionalidad.type,parentSchema:schema28.properties.personas.items.properties.nacionalidad,data:data22};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
}
if(data15.estudios !== undefined){
let data23 = data15.estudios;
if(typeof data23 !== "string"){
const err102 = {instancePath:instancePath+"/personas/" + i0+"/estudios",schemaPath:"#/properties/personas/items/properties/estudios/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema28.properties.personas.items.properties.estudios.type,parentSchema:schema28.properties.personas.items.properties.estudios,data:data23};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
const _errs49 = errors;
let valid5 = false;
let passing0 = null;
const _errs50 = errors;
if("00" !== data23){
const err103 = {instancePath:instancePath+"/personas/" + i0+"/estudios",schemaPath:"#/properties/personas/items/properties/estudios/oneOf/0/const",keyword:"const",params:{allowedValue: "00"},message:"must be equal to constant",schema:"00",parentSchema:schema28.properties.personas.items.properties.estudios.oneOf[0],data:data23};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
var _valid0 = _errs50 === errors;
if(_valid0){
valid5 = true;
passing0 = 0;
}
const _errs51 = errors;
if("11" !== data23){
const err104 = {instancePath:instancePath+"/personas/" + i0+"/estudios",schemaPath:"#/properties/personas/items/properties/estudios/oneOf/1/const",keyword:"const",params:{allowedValue: "11"},message:"must be equal to constant",schema:"11",parentSchema:schema28.properties.personas.items.properties.estudios.oneOf[1],data:data23};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
var _valid0 = _errs51 === errors;
if(_valid0 && valid5){
valid5 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid5 = true;
passing0 = 1;
}
const _errs52 = errors;
if("21" !== data23){
const err105 = {instancePath:instancePath+"/personas/" + i0+"/estudios",schemaPath:"#/properties/personas/items/properties/estudios/oneOf/2/const",keyword:"const",params:{allowedValue: "21"},message:"must be equal to constant",schema:"21",parentSchema:schema28.properties.personas.items.properties.estudios.oneOf[2],data:data23};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
var _valid0 = _errs52 === errors;
if(_valid0 && valid5){
valid5 = false;
passing0 = [passing0, 2];
}
else {
if(_valid0){
valid5 = true;
passing0 = 2;
}
const _errs53 = errors;
if("22" !== data23){
const err106 = {instancePath:instancePath+"/personas/" + i0+"/estudios",schemaPath:"#/properties/personas/items/properties/estudios/oneOf/3/const",keyword:"const",params:{allowedValue: "22"},message:"must be equal to constant",schema:"22",parentSchema:schema28.properties.personas.items.properties.estudios.oneOf[3],data:data23};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
}
var _valid0 = _errs53 === errors;
if(_valid0 && valid5){
valid5 = false;
passing0 = [passing0, 3];
}
else {
if(_valid0){
valid5 = true;
passing0 = 3;
}
const _errs54 = errors;
if("31" !== data23){
const err107 = {instancePath:instancePath+"/personas/" + i0+"/estudios",schemaPath:"#/properties/personas/items/properties/estudios/oneOf/4/const",keyword:"const",params:{allowedValue: "31"},message:"must be equal to constant",schema:"31",parentSchema:schema28.properties.personas.items.properties.estudios.oneOf[4],data:data23};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
var _valid0 = _errs54 === errors;
if(_valid0 && valid5){
valid5 = false;
passing0 = [passing0, 4];
}
else {
if(_valid0){
valid5 = true;
passing0 = 4;
}
const _errs55 = errors;
if("32" !== data23){
const err108 = {instancePath:instancePath+"/personas/" + i0+"/estudios",schemaPath:"#/properties/personas/items/properties/estudios/oneOf/5/const",keyword:"const",params:{allowedValue: "32"},message:"must be equal to constant",schema:"32",parentSchema:schema28.properties.personas.items.properties.estudios.oneOf[5],data:data23};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
var _valid0 = _errs55 === errors;
if(_valid0 && valid5){
valid5 = false;
passing0 = [passing0, 5];
}
else {
if(_valid0){
valid5 = true;
passing0 = 5;
}
const _errs56 = errors;
if("41" !== data23){
const err109 = {instancePath:instancePath+"/personas/" + i0+"/estudios",schemaPath:"#/properties/personas/items/properties/estudios/oneOf/6/const",keyword:"const",params:{allowedValue: "41"},message:"must be equal to constant",schema:"41",parentSchema:schema28.properties.personas.items.properties.estudios.oneOf[6],data:data23};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
var _valid0 = _errs56 === errors;
if(_valid0 && valid5){
valid5 = false;
passing0 = [passing0, 6];
}
else {
if(_valid0){
valid5 = true;
passing0 = 6;
}
const _errs57 = errors;
if("42" !== data23){
const err110 = {instancePath:instancePath+"/personas/" + i0+"/estudios",schemaPath:"#/properties/personas/items/properties/estudios/oneOf/7/const",keyword:"const",params:{allowedValue: "42"},message:"must be equal to constant",schema:"42",parentSchema:schema28.properties.personas.items.properties.estudios.oneOf[7],data:data23};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
}
errors++;
}
var _valid0 = _errs57 === errors;
if(_valid0 && valid5){
valid5 = false;
passing0 = [passing0, 7];
}
else {
if(_valid0){
valid5 = true;
passing0 = 7;
}
const _errs58 = errors;
if("43" !== data23){
const err111 = {instancePath:instancePath+"/personas/" + i0+"/estudios",schemaPath:"#/properties/personas/items/properties/estudios/oneOf/8/const",keyword:"const",params:{allowedValue: "43"},message:"must be equal to constant",schema:"43",parentSchema:schema28.properties.personas.items.properties.estudios.oneOf[8],data:data23};
if(vErrors === null){
vErrors = [err111];
}
else {
vErrors.push(err111);
}
errors++;
}
var _valid0 = _errs58 === errors;
if(_valid0 && valid5){
valid5 = false;
passing0 = [passing0, 8];
}
else {
if(_valid0){
valid5 = true;
passing0 = 8;
}
const _errs59 = errors;
if("44" !== data23){
const err112 = {instancePath:instancePath+"/personas/" + i0+"/estudios",schemaPath:"#/properties/personas/items/properties/estudios/oneOf/9/const",keyword:"const",params:{allowedValue: "44"},message:"must be equal to constant",schema:"44",parentSchema:schema28.properties.personas.items.properties.estudios.oneOf[9],data:data23};
if(vErrors === null){
vErrors = [err112];
}
else {
vErrors.push(err112);
}
errors++;
}
var _valid0 = _errs59 === errors;
if(_valid0 && valid5){
valid5 = false;
passing0 = [passing0, 9];
}
else {
if(_valid0){
valid5 = true;
passing0 = 9;
}
const _errs60 = errors;
if("45" !== data23){
const err113 = {instancePath:instancePath+"/personas/" + i0+"/estudios",schemaPath:"#/properties/personas/items/properties/estudios/oneOf/10/const",keyword:"const",params:{allowedValue: "45"},message:"must be equal to constant",schema:"45",parentSchema:schema28.properties.personas.items.properties.estudios.oneOf[10],data:data23};
if(vErrors === null){
vErrors = [err113];
}
else {
vErrors.push(err113);
}
errors++;
}
var _valid0 = _errs60 === errors;
if(_valid0 && valid5){
valid5 = false;
passing0 = [passing0, 10];
}
else {
if(_valid0){
valid5 = true;
passing0 = 10;
}
const _errs61 = errors;
if("46" !== data23){
const err114 = {instancePath:instancePath+"/personas/" + i0+"/estudios",schemaPath:"#/properties/personas/items/properties/estudios/oneOf/11/const",keyword:"const",params:{allowedValue: "46"},message:"must be equal to constant",schema:"46",parentSchema:schema28.properties.personas.items.properties.estudios.oneOf[11],data:data23};
if(vErrors === null){
vErrors = [err114];
}
else {
vErrors.push(err114);
}
errors++;
}
var _valid0 = _errs61 === errors;
if(_valid0 && valid5){
valid5 = false;
passing0 = [passing0, 11];
}
else {
if(_valid0){
valid5 = true;
passing0 = 11;
}
const _errs62 = errors;
if("47" !== data23){
const err115 = {instancePath:instancePath+"/personas/" + i0+"/estudios",schemaPath:"#/properties/personas/items/properties/estudios/oneOf/12/const",keyword:"const",params:{allowedValue: "47"},message:"must be equal to constant",schema:"47",parentSchema:schema28.properties.personas.items.properties.estudios.oneOf[12],data:data23};
if(vErrors === null){
vErrors = [err115];
}
else {
vErrors.push(err115);
}
errors++;
}
var _valid0 = _errs62 === errors;
if(_valid0 && valid5){
valid5 = false;
passing0 = [passing0, 12];
}
else {
if(_valid0){
valid5 = true;
passing0 = 12;
}
const _errs63 = errors;
if("48" !== data23){
const err116 = {instancePath:instancePath+"/personas/" + i0+"/estudios",schemaPath:"#/properties/personas/items/properties/estudios/oneOf/13/const",keyword:"const",params:{allowedValue: "48"},message:"must be equal to constant",schema:"48",parentSchema:schema28.properties.personas.items.properties.estudios.oneOf[13],data:data23};
if(vErrors === null){
vErrors = [err116];
}
else {
vErrors.push(err116);
}
errors++;
}
var _valid0 = _errs63 === errors;
if(_valid0 && valid5){
valid5 = false;
passing0 = [passing0, 13];
}
else {
if(_valid0){
valid5 = true;
passing0 = 13;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
if(!valid5){
const err117 = {instancePath:instancePath+"/personas/" + i0+"/estudios",schemaPath:"#/properties/personas/items/properties/estudios/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf",schema:schema28.properties.personas.items.properties.estudios.oneOf,parentSchema:schema28.properties.personas.items.properties.estudios,data:data23};
if(vErrors === null){
vErrors = [err117];
}
else {
vErrors.push(err117);
}
errors++;
}
else {
errors = _errs49;
if(vErrors !== null){
if(_errs49){
vErrors.length = _errs49;
}
else {
vErrors = null;
}
}
}
}
if(data15.causa !== undefined){
let data24 = data15.causa;
if(typeof data24 === "string"){
if(func2(data24) > 200){
const err118 = {instancePath:instancePath+"/personas/" + i0+"/causa",schemaPath:"#/properties/personas/items/properties/causa/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema28.properties.personas.items.properties.causa,data:data24};
if(vErrors === null){
vErrors = [err118];
}
else {
vErrors.push(err118);
}
errors++;
}
if(func2(data24) < 1){
const err119 = {instancePath:instancePath+"/personas/" + i0+"/causa",schemaPath:"#/properties/personas/items/properties/causa/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema28.properties.personas.items.properties.causa,data:data24};
if(vErrors === null){
vErrors = [err119];
}
else {
vErrors.push(err119);
}
errors++;
}
if(!pattern0.test(data24)){
const err120 = {instancePath:instancePath+"/personas/" + i0+"/causa",schemaPath:"#/properties/personas/items/properties/causa/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\"",schema:"\\S",parentSchema:schema28.properties.personas.items.properties.causa,data:data24};
if(vErrors === null){
vErrors = [err120];
}
else {
vErrors.push(err120);
}
errors++;
}
}
else {
const err121 = {instancePath:instancePath+"/personas/" + i0+"/causa",schemaPath:"#/properties/personas/items/properties/causa/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema28.properties.personas.items.properties.causa.type,parentSchema:schema28.properties.personas.items.properties.causa,data:data24};
if(vErrors === null){
vErrors = [err121];
}
else {
vErrors.push(err121);
}
errors++;
}
}
if(data15.tipoDoc !== undefined){
let data25 = data15.tipoDoc;
if(typeof data25 !== "string"){
const err122 = {instancePath:instancePath+"/personas/" + i0+"/tipoDoc",schemaPath:"#/properties/personas/items/properties/tipoDoc/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema28.properties.personas.items.properties.tipoDoc.type,parentSchema:schema28.properties.personas.items.properties.tipoDoc,data:data25};
if(vErrors === null){
vErrors = [err122];
}
else {
vErrors.push(err122);
}
errors++;
}
const _errs68 = errors;
let valid6 = false;
let passing1 = null;
const _errs69 = errors;
if("mayor" !== data25){
const err123 = {instancePath:instancePath+"/personas/" + i0+"/tipoDoc",schemaPath:"#/properties/personas/items/properties/tipoDoc/oneOf/0/const",keyword:"const",params:{allowedValue: "mayor"},message:"must be equal to constant",schema:"mayor",parentSchema:schema28.properties.personas.items.properties.tipoDoc.oneOf[0],data:data25};
if(vErrors === null){
vErrors = [err123];
}
else {
vErrors.push(err123);
}
errors++;
}
var _valid1 = _errs69 === errors;
if(_valid1){
valid6 = true;
passing1 = 0;
}
const _errs70 = errors;
if("menor" !== data25){
const err124 = {instancePath:instancePath+"/personas/" + i0+"/tipoDoc",schemaPath:"#/properties/personas/items/properties/tipoDoc/oneOf/1/const",keyword:"const",params:{allowedValue: "menor"},message:"must be equal to constant",schema:"menor",parentSchema:schema28.properties.personas.items.properties.tipoDoc.oneOf[1],data:data25};
if(vErrors === null){
vErrors = [err124];
}
else {
vErrors.push(err124);
}
errors++;
}
var _valid1 = _errs70 === errors;
if(_valid1 && valid6){
valid6 = false;
passing1 = [passing1, 1];
}
else {
if(_valid1){
valid6 = true;
passing1 = 1;
}
const _errs71 = errors;
if("custodia" !== data25){
const err125 = {instancePath:instancePath+"/personas/" + i0+"/tipoDoc",schemaPath:"#/properties/personas/items/properties/tipoDoc/oneOf/2/const",keyword:"const",params:{allowedValue: "custodia"},message:"must be equal to constant",schema:"custodia",parentSchema:schema28.properties.personas.items.properties.tipoDoc.oneOf[2],data:data25};
if(vErrors === null){
vErrors = [err125];
}
else {
vErrors.push(err125);
}
errors++;
}
var _valid1 = _errs71 === errors;
if(_valid1 && valid6){
valid6 = false;
passing1 = [passing1, 2];
}
else {
if(_valid1){
valid6 = true;
passing1 = 2;
}
const _errs72 = errors;
if("incapacitado" !== data25){
const err126 = {instancePath:instancePath+"/personas/" + i0+"/tipoDoc",schemaPath:"#/properties/personas/items/properties/tipoDoc/oneOf/3/const",keyword:"const",params:{allowedValue: "incapacitado"},message:"must be equal to constant",schema:"incapacitado",parentSchema:schema28.properties.personas.items.properties.tipoDoc.oneOf[3],data:data25};
if(vErrors === null){
vErrors = [err126];
}
else {
vErrors.push(err126);
}
errors++;
}
var _valid1 = _errs72 === errors;
if(_valid1 && valid6){
valid6 = false;
passing1 = [passing1, 3];
}
else {
if(_valid1){
valid6 = true;
passing1 = 3;
}
const _errs73 = errors;
if("autorizacion" !== data25){
const err127 = {instancePath:instancePath+"/personas/" + i0+"/tipoDoc",schemaPath:"#/properties/personas/items/properties/tipoDoc/oneOf/4/const",keyword:"const",params:{allowedValue: "autorizacion"},message:"must be equal to constant",schema:"autorizacion",parentSchema:schema28.properties.personas.items.properties.tipoDoc.oneOf[4],data:data25};
if(vErrors === null){
vErrors = [err127];
}
else {
vErrors.push(err127);
}
errors++;
}
var _valid1 = _errs73 === errors;
if(_valid1 && valid6){
valid6 = false;
passing1 = [passing1, 4];
}
else {
if(_valid1){
valid6 = true;
passing1 = 4;
}
}
}
}
}
if(!valid6){
const err128 = {instancePath:instancePath+"/personas/" + i0+"/tipoDoc",schemaPath:"#/properties/personas/items/properties/tipoDoc/oneOf",keyword:"oneOf",params:{passingSchemas: passing1},message:"must match exactly one schema in oneOf",schema:schema28.properties.personas.items.properties.tipoDoc.oneOf,parentSchema:schema28.properties.personas.items.properties.tipoDoc,data:data25};
if(vErrors === null){
vErrors = [err128];
}
else {
vErrors.push(err128);
}
errors++;
}
else {
errors = _errs68;
if(vErrors !== null){
if(_errs68){
vErrors.length = _errs68;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err129 = {instancePath:instancePath+"/personas/" + i0,schemaPath:"#/properties/personas/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema28.properties.personas.items.type,parentSchema:schema28.properties.personas.items,data:data15};
if(vErrors === null){
vErrors = [err129];
}
else {
vErrors.push(err129);
}
errors++;
}
}
}
else {
const err130 = {instancePath:instancePath+"/personas",schemaPath:"#/properties/personas/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema28.properties.personas.type,parentSchema:schema28.properties.personas,data:data14};
if(vErrors === null){
vErrors = [err130];
}
else {
vErrors.push(err130);
}
errors++;
}
}
if(data.firmaPresencial !== undefined){
let data26 = data.firmaPresencial;
if(typeof data26 !== "boolean"){
const err131 = {instancePath:instancePath+"/firmaPresencial",schemaPath:"#/properties/firmaPresencial/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema28.properties.firmaPresencial.type,parentSchema:schema28.properties.firmaPresencial,data:data26};
if(vErrors === null){
vErrors = [err131];
}
else {
vErrors.push(err131);
}
errors++;
}
if(true !== data26){
const err132 = {instancePath:instancePath+"/firmaPresencial",schemaPath:"#/properties/firmaPresencial/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant",schema:true,parentSchema:schema28.properties.firmaPresencial,data:data26};
if(vErrors === null){
vErrors = [err132];
}
else {
vErrors.push(err132);
}
errors++;
}
}
if(data.emailContacto !== undefined){
let data27 = data.emailContacto;
if(typeof data27 === "string"){
if(func2(data27) > 254){
const err133 = {instancePath:instancePath+"/emailContacto",schemaPath:"#/properties/emailContacto/maxLength",keyword:"maxLength",params:{limit: 254},message:"must NOT have more than 254 characters",schema:254,parentSchema:schema28.properties.emailContacto,data:data27};
if(vErrors === null){
vErrors = [err133];
}
else {
vErrors.push(err133);
}
errors++;
}
if(!(formats4.test(data27))){
const err134 = {instancePath:instancePath+"/emailContacto",schemaPath:"#/properties/emailContacto/format",keyword:"format",params:{format: "email"},message:"must match format \""+"email"+"\"",schema:"email",parentSchema:schema28.properties.emailContacto,data:data27};
if(vErrors === null){
vErrors = [err134];
}
else {
vErrors.push(err134);
}
errors++;
}
}
else {
const err135 = {instancePath:instancePath+"/emailContacto",schemaPath:"#/properties/emailContacto/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema28.properties.emailContacto.type,parentSchema:schema28.properties.emailContacto,data:data27};
if(vErrors === null){
vErrors = [err135];
}
else {
vErrors.push(err135);
}
errors++;
}
}
}
else {
const err136 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema28.type,parentSchema:schema28,data};
if(vErrors === null){
vErrors = [err136];
}
else {
vErrors.push(err136);
}
errors++;
}
validate11.errors = vErrors;
return errors === 0;
}

exports["-3e233c1"] = validate12;
const schema29 = {"const":"00","title":"00 · Menor de 16 años","$id":"-3e233c1"};

function validate12(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-3e233c1" */;
let vErrors = null;
let errors = 0;
if("00" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "00"},message:"must be equal to constant",schema:"00",parentSchema:schema29,data};
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

exports["5496e9e2"] = validate13;
const schema30 = {"const":"11","title":"11 · No sabe leer ni escribir","$id":"5496e9e2"};

function validate13(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="5496e9e2" */;
let vErrors = null;
let errors = 0;
if("11" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "11"},message:"must be equal to constant",schema:"11",parentSchema:schema30,data};
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

exports["57aa2268"] = validate14;
const schema31 = {"const":"21","title":"21 · Sin estudios","$id":"57aa2268"};

function validate14(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="57aa2268" */;
let vErrors = null;
let errors = 0;
if("21" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "21"},message:"must be equal to constant",schema:"21",parentSchema:schema31,data};
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

exports["1e00af63"] = validate15;
const schema32 = {"const":"22","title":"22 · Enseñanza primaria incompleta","$id":"1e00af63"};

function validate15(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="1e00af63" */;
let vErrors = null;
let errors = 0;
if("22" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "22"},message:"must be equal to constant",schema:"22",parentSchema:schema32,data};
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

exports["-9c119c0"] = validate16;
const schema33 = {"const":"31","title":"31 · Graduado escolar o ESO","$id":"-9c119c0"};

function validate16(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-9c119c0" */;
let vErrors = null;
let errors = 0;
if("31" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "31"},message:"must be equal to constant",schema:"31",parentSchema:schema33,data};
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

exports["-6816ac0e"] = validate17;
const schema34 = {"const":"32","title":"32 · Formación profesional de grado medio","$id":"-6816ac0e"};

function validate17(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-6816ac0e" */;
let vErrors = null;
let errors = 0;
if("32" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "32"},message:"must be equal to constant",schema:"32",parentSchema:schema34,data};
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

exports["-31c98a39"] = validate18;
const schema35 = {"const":"41","title":"41 · Formación profesional de grado superior","$id":"-31c98a39"};

function validate18(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-31c98a39" */;
let vErrors = null;
let errors = 0;
if("41" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "41"},message:"must be equal to constant",schema:"41",parentSchema:schema35,data};
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

exports["-7a7d041c"] = validate19;
const schema36 = {"const":"43","title":"43 · Titulaciones de grado medio","$id":"-7a7d041c"};

function validate19(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-7a7d041c" */;
let vErrors = null;
let errors = 0;
if("43" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "43"},message:"must be equal to constant",schema:"43",parentSchema:schema36,data};
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

exports["27ad7b4"] = validate20;
const schema37 = {"const":"44","title":"44 · Diplomatura universitaria","$id":"27ad7b4"};

function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="27ad7b4" */;
let vErrors = null;
let errors = 0;
if("44" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "44"},message:"must be equal to constant",schema:"44",parentSchema:schema37,data};
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

exports["-7eada6f2"] = validate21;
const schema38 = {"const":"45","title":"45 · Ingeniería técnica o arquitectura técnica","$id":"-7eada6f2"};

function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-7eada6f2" */;
let vErrors = null;
let errors = 0;
if("45" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "45"},message:"must be equal to constant",schema:"45",parentSchema:schema38,data};
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

exports["-14ff23aa"] = validate22;
const schema39 = {"const":"46","title":"46 · Licenciatura o grado universitario","$id":"-14ff23aa"};

function validate22(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-14ff23aa" */;
let vErrors = null;
let errors = 0;
if("46" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "46"},message:"must be equal to constant",schema:"46",parentSchema:schema39,data};
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

exports["2dbd272d"] = validate23;
const schema40 = {"const":"47","title":"47 · Titulaciones superiores no universitarias","$id":"2dbd272d"};

function validate23(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="2dbd272d" */;
let vErrors = null;
let errors = 0;
if("47" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "47"},message:"must be equal to constant",schema:"47",parentSchema:schema40,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate23.errors = vErrors;
return errors === 0;
}

exports["-1929321a"] = validate24;
const schema41 = {"const":"48","title":"48 · Máster o doctorado","$id":"-1929321a"};

function validate24(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-1929321a" */;
let vErrors = null;
let errors = 0;
if("48" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "48"},message:"must be equal to constant",schema:"48",parentSchema:schema41,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate24.errors = vErrors;
return errors === 0;
}

exports["-747accac"] = validate25;
const schema42 = {"const":"mayor","title":"Mayor de edad","$id":"-747accac"};

function validate25(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-747accac" */;
let vErrors = null;
let errors = 0;
if("mayor" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "mayor"},message:"must be equal to constant",schema:"mayor",parentSchema:schema42,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate25.errors = vErrors;
return errors === 0;
}

exports["56c6753a"] = validate26;
const schema43 = {"const":"menor","title":"Menor de edad (con autorización de sus padres)","$id":"56c6753a"};

function validate26(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="56c6753a" */;
let vErrors = null;
let errors = 0;
if("menor" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "menor"},message:"must be equal to constant",schema:"menor",parentSchema:schema43,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate26.errors = vErrors;
return errors === 0;
}

exports["6bc7d237"] = validate27;
const schema44 = {"const":"custodia","title":"Menor bajo guarda o custodia","$id":"6bc7d237"};

function validate27(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="6bc7d237" */;
let vErrors = null;
let errors = 0;
if("custodia" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "custodia"},message:"must be equal to constant",schema:"custodia",parentSchema:schema44,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate27.errors = vErrors;
return errors === 0;
}

exports["1dc98923"] = validate28;
const schema45 = {"const":"incapacitado","title":"Persona con la capacidad modificada judicialmente","$id":"1dc98923"};

function validate28(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="1dc98923" */;
let vErrors = null;
let errors = 0;
if("incapacitado" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "incapacitado"},message:"must be equal to constant",schema:"incapacitado",parentSchema:schema45,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate28.errors = vErrors;
return errors === 0;
}

exports["55d29954"] = validate29;
const schema46 = {"const":"autorizacion","title":"Autorización de la persona titular de la vivienda","$id":"55d29954"};

function validate29(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="55d29954" */;
let vErrors = null;
let errors = 0;
if("autorizacion" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "autorizacion"},message:"must be equal to constant",schema:"autorizacion",parentSchema:schema46,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate29.errors = vErrors;
return errors === 0;
}

