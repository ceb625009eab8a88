// @ts-nocheck
// Generado por `npm run generate`. No editar a mano.
import { runtime } from '../../validation/standalone-runtime.ts';

const exports = {};
export default exports;

exports["-65768dd"] = validate10;
const schema27 = {"title":"Solicitud de licencia de primera ocupación o cambio de uso","type":"object","properties":{"nombre":{"type":"string","minLength":1,"maxLength":500,"pattern":"\\S","title":"Nombre y apellidos"},"dni":{"title":"DNI/NIE","description":"8 cifras y letra (DNI) o X, Y o Z, 7 cifras y letra (NIE).","type":"string","pattern":"^(?:[0-9]{8}|[XYZxyz][0-9]{7})[A-Za-z]$","format":"dni"},"representacion":{"type":"string","minLength":1,"maxLength":200,"pattern":"\\S","title":"En representación de (empresa o persona)"},"calleNumero":{"type":"string","minLength":1,"maxLength":500,"pattern":"\\S","title":"Calle y número"},"municipio":{"type":"string","minLength":1,"maxLength":500,"pattern":"\\S","title":"Municipio"},"provincia":{"type":"string","minLength":1,"maxLength":500,"pattern":"\\S","title":"Provincia"},"cp":{"title":"Código postal","type":"string","pattern":"^(?:0[1-9]|[1-9][0-9])[0-9]{3}$"},"telefono":{"title":"Teléfono","type":"string","pattern":"^(?:\\+34 ?)?[6789](?:[ -]?[0-9]){8}$"},"email":{"title":"Correo electrónico","type":"string","format":"email","maxLength":254},"calleEdificio":{"type":"string","minLength":1,"maxLength":200,"pattern":"\\S","title":"Calle del edificio"},"numeroEdificio":{"type":"string","minLength":1,"maxLength":20,"pattern":"\\S","title":"Número del edificio"},"usoPrincipal":{"type":"string","minLength":1,"maxLength":200,"pattern":"\\S","title":"Uso principal del edificio"},"fechaAprobacion":{"title":"Fecha de concesión de la licencia de obra","type":"string","format":"date"},"firmaAceptada":{"title":"Firma electrónica de la solicitud","description":"Casilla de firma o consentimiento: debe estar marcada para enviar.","type":"boolean","const":true}},"required":["nombre","dni","calleNumero","municipio","provincia","cp","telefono","email","calleEdificio","numeroEdificio","usoPrincipal","firmaAceptada"],"examples":[{"nombre":"Sergio Muñoz Carrasco","dni":"22334455Y","calleNumero":"Calle de la Ermita, 5","municipio":"Fuentecilla del Monte","provincia":"Valdemora","cp":"99002","telefono":"688111222","email":"sergio.munoz@correo.example","calleEdificio":"Camino de las Eras","numeroEdificio":"8","usoPrincipal":"Vivienda unifamiliar","fechaAprobacion":"2024-05-27","firmaAceptada":true},{"nombre":"Sergio Muñoz Carrasco","dni":"22334455Y","representacion":"Nuria Carrasco Vidal","calleNumero":"Calle de la Ermita, 5","municipio":"Fuentecilla del Monte","provincia":"Valdemora","cp":"99002","telefono":"688111222","email":"sergio.munoz@correo.example","calleEdificio":"Calle del Horno","numeroEdificio":"s/n","usoPrincipal":"Cambio de uso de local comercial a vivienda","firmaAceptada":true}],"$id":"-65768dd"};
const func2 = runtime["ajv/dist/runtime/ucs2length"].default;
const pattern0 = new RegExp("\\S", "u");
const pattern1 = new RegExp("^(?:[0-9]{8}|[XYZxyz][0-9]{7})[A-Za-z]$", "u");
const pattern6 = new RegExp("^(?:0[1-9]|[1-9][0-9])[0-9]{3}$", "u");
const pattern7 = new RegExp("^(?:\\+34 ?)?[6789](?:[ -]?[0-9]){8}$", "u");
const formats0 = runtime["#engine/validation/formats"].formats.dni;
const formats2 = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;
const formats4 = runtime["#engine/validation/formats"].formats.date;

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-65768dd" */;
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
if(data.calleNumero === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "calleNumero"},message:"must have required property '"+"calleNumero"+"'",schema:schema27.required,parentSchema:schema27,data};
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
if(data.provincia === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "provincia"},message:"must have required property '"+"provincia"+"'",schema:schema27.required,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.cp === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "cp"},message:"must have required property '"+"cp"+"'",schema:schema27.required,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.telefono === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "telefono"},message:"must have required property '"+"telefono"+"'",schema:schema27.required,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.email === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "email"},message:"must have required property '"+"email"+"'",schema:schema27.required,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.calleEdificio === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "calleEdificio"},message:"must have required property '"+"calleEdificio"+"'",schema:schema27.required,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.numeroEdificio === undefined){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "numeroEdificio"},message:"must have required property '"+"numeroEdificio"+"'",schema:schema27.required,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.usoPrincipal === undefined){
const err10 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "usoPrincipal"},message:"must have required property '"+"usoPrincipal"+"'",schema:schema27.required,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data.firmaAceptada === undefined){
const err11 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "firmaAceptada"},message:"must have required property '"+"firmaAceptada"+"'",schema:schema27.required,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data.nombre !== undefined){
let data0 = data.nombre;
if(typeof data0 === "string"){
if(func2(data0) > 500){
const err12 = {instancePath:instancePath+"/nombre",schemaPath:"#/properties/nombre/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters",schema:500,parentSchema:schema27.properties.nombre,data:data0};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(func2(data0) < 1){
const err13 = {instancePath:instancePath+"/nombre",schemaPath:"#/properties/nombre/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema27.properties.nombre,data:data0};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(!pattern0.test(data0)){
const err14 = {instancePath:instancePath+"/nombre",schemaPath:"#/properties/nombre/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\"",schema:"\\S",parentSchema:schema27.properties.nombre,data:data0};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/nombre",schemaPath:"#/properties/nombre/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.nombre.type,parentSchema:schema27.properties.nombre,data:data0};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.dni !== undefined){
let data1 = data.dni;
if(typeof data1 === "string"){
if(!pattern1.test(data1)){
const err16 = {instancePath:instancePath+"/dni",schemaPath:"#/properties/dni/pattern",keyword:"pattern",params:{pattern: "^(?:[0-9]{8}|[XYZxyz][0-9]{7})[A-Za-z]$"},message:"must match pattern \""+"^(?:[0-9]{8}|[XYZxyz][0-9]{7})[A-Za-z]$"+"\"",schema:"^(?:[0-9]{8}|[XYZxyz][0-9]{7})[A-Za-z]$",parentSchema:schema27.properties.dni,data:data1};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(!(formats0(data1))){
const err17 = {instancePath:instancePath+"/dni",schemaPath:"#/properties/dni/format",keyword:"format",params:{format: "dni"},message:"must match format \""+"dni"+"\"",schema:"dni",parentSchema:schema27.properties.dni,data:data1};
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
const err18 = {instancePath:instancePath+"/dni",schemaPath:"#/properties/dni/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.dni.type,parentSchema:schema27.properties.dni,data:data1};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.representacion !== undefined){
let data2 = data.representacion;
if(typeof data2 === "string"){
if(func2(data2) > 200){
const err19 = {instancePath:instancePath+"/representacion",schemaPath:"#/properties/representacion/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema27.properties.representacion,data:data2};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(func2(data2) < 1){
const err20 = {instancePath:instancePath+"/representacion",schemaPath:"#/properties/representacion/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema27.properties.representacion,data:data2};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(!pattern0.test(data2)){
const err21 = {instancePath:instancePath+"/representacion",schemaPath:"#/properties/representacion/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\"",schema:"\\S",parentSchema:schema27.properties.representacion,data:data2};
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
const err22 = {instancePath:instancePath+"/representacion",schemaPath:"#/properties/representacion/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.representacion.type,parentSchema:schema27.properties.representacion,data:data2};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.calleNumero !== undefined){
let data3 = data.calleNumero;
if(typeof data3 === "string"){
if(func2(data3) > 500){
const err23 = {instancePath:instancePath+"/calleNumero",schemaPath:"#/properties/calleNumero/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters",schema:500,parentSchema:schema27.properties.calleNumero,data:data3};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(func2(data3) < 1){
const err24 = {instancePath:instancePath+"/calleNumero",schemaPath:"#/properties/calleNumero/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema27.properties.calleNumero,data:data3};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(!pattern0.test(data3)){
const err25 = {instancePath:instancePath+"/calleNumero",schemaPath:"#/properties/calleNumero/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\"",schema:"\\S",parentSchema:schema27.properties.calleNumero,data:data3};
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
const err26 = {instancePath:instancePath+"/calleNumero",schemaPath:"#/properties/calleNumero/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.calleNumero.type,parentSchema:schema27.properties.calleNumero,data:data3};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.municipio !== undefined){
let data4 = data.municipio;
if(typeof data4 === "string"){
if(func2(data4) > 500){
const err27 = {instancePath:instancePath+"/municipio",schemaPath:"#/properties/municipio/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters",schema:500,parentSchema:schema27.properties.municipio,data:data4};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(func2(data4) < 1){
const err28 = {instancePath:instancePath+"/municipio",schemaPath:"#/properties/municipio/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema27.properties.municipio,data:data4};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(!pattern0.test(data4)){
const err29 = {instancePath:instancePath+"/municipio",schemaPath:"#/properties/municipio/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\"",schema:"\\S",parentSchema:schema27.properties.municipio,data:data4};
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
const err30 = {instancePath:instancePath+"/municipio",schemaPath:"#/properties/municipio/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.municipio.type,parentSchema:schema27.properties.municipio,data:data4};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data.provincia !== undefined){
let data5 = data.provincia;
if(typeof data5 === "string"){
if(func2(data5) > 500){
const err31 = {instancePath:instancePath+"/provincia",schemaPath:"#/properties/provincia/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters",schema:500,parentSchema:schema27.properties.provincia,data:data5};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(func2(data5) < 1){
const err32 = {instancePath:instancePath+"/provincia",schemaPath:"#/properties/provincia/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema27.properties.provincia,data:data5};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(!pattern0.test(data5)){
const err33 = {instancePath:instancePath+"/provincia",schemaPath:"#/properties/provincia/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\"",schema:"\\S",parentSchema:schema27.properties.provincia,data:data5};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
else {
const err34 = {instancePath:instancePath+"/provincia",schemaPath:"#/properties/provincia/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.provincia.type,parentSchema:schema27.properties.provincia,data:data5};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data.cp !== undefined){
let data6 = data.cp;
if(typeof data6 === "string"){
if(!pattern6.test(data6)){
const err35 = {instancePath:instancePath+"/cp",schemaPath:"#/properties/cp/pattern",keyword:"pattern",params:{pattern: "^(?:0[1-9]|[1-9][0-9])[0-9]{3}$"},message:"must match pattern \""+"^(?:0[1-9]|[1-9][0-9])[0-9]{3}$"+"\"",schema:"^(?:0[1-9]|[1-9][0-9])[0-9]{3}$",parentSchema:schema27.properties.cp,data:data6};
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
const err36 = {instancePath:instancePath+"/cp",schemaPath:"#/properties/cp/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.cp.type,parentSchema:schema27.properties.cp,data:data6};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data.telefono !== undefined){
let data7 = data.telefono;
if(typeof data7 === "string"){
if(!pattern7.test(data7)){
const err37 = {instancePath:instancePath+"/telefono",schemaPath:"#/properties/telefono/pattern",keyword:"pattern",params:{pattern: "^(?:\\+34 ?)?[6789](?:[ -]?[0-9]){8}$"},message:"must match pattern \""+"^(?:\\+34 ?)?[6789](?:[ -]?[0-9]){8}$"+"\"",schema:"^(?:\\+34 ?)?[6789](?:[ -]?[0-9]){8}$",parentSchema:schema27.properties.telefono,data:data7};
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
const err38 = {instancePath:instancePath+"/telefono",schemaPath:"#/properties/telefono/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.telefono.type,parentSchema:schema27.properties.telefono,data:data7};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data.email !== undefined){
let data8 = data.email;
if(typeof data8 === "string"){
if(func2(data8) > 254){
const err39 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/maxLength",keyword:"maxLength",params:{limit: 254},message:"must NOT have more than 254 characters",schema:254,parentSchema:schema27.properties.email,data:data8};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(!(formats2.test(data8))){
const err40 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/format",keyword:"format",params:{format: "email"},message:"must match format \""+"email"+"\"",schema:"email",parentSchema:schema27.properties.email,data:data8};
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
const err41 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.email.type,parentSchema:schema27.properties.email,data:data8};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data.calleEdificio !== undefined){
let data9 = data.calleEdificio;
if(typeof data9 === "string"){
if(func2(data9) > 200){
const err42 = {instancePath:instancePath+"/calleEdificio",schemaPath:"#/properties/calleEdificio/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema27.properties.calleEdificio,data:data9};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if(func2(data9) < 1){
const err43 = {instancePath:instancePath+"/calleEdificio",schemaPath:"#/properties/calleEdificio/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema27.properties.calleEdificio,data:data9};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(!pattern0.test(data9)){
const err44 = {instancePath:instancePath+"/calleEdificio",schemaPath:"#/properties/calleEdificio/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\"",schema:"\\S",parentSchema:schema27.properties.calleEdificio,data:data9};
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
const err45 = {instancePath:instancePath+"/calleEdificio",schemaPath:"#/properties/calleEdificio/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.calleEdificio.type,parentSchema:schema27.properties.calleEdificio,data:data9};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data.numeroEdificio !== undefined){
let data10 = data.numeroEdificio;
if(typeof data10 === "string"){
if(func2(data10) > 20){
const err46 = {instancePath:instancePath+"/numeroEdificio",schemaPath:"#/properties/numeroEdificio/maxLength",keyword:"maxLength",params:{limit: 20},message:"must NOT have more than 20 characters",schema:20,parentSchema:schema27.properties.numeroEdificio,data:data10};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
if(func2(data10) < 1){
const err47 = {instancePath:instancePath+"/numeroEdificio",schemaPath:"#/properties/numeroEdificio/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema27.properties.numeroEdificio,data:data10};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if(!pattern0.test(data10)){
const err48 = {instancePath:instancePath+"/numeroEdificio",schemaPath:"#/properties/numeroEdificio/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\"",schema:"\\S",parentSchema:schema27.properties.numeroEdificio,data:data10};
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
const err49 = {instancePath:instancePath+"/numeroEdificio",schemaPath:"#/properties/numeroEdificio/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.numeroEdificio.type,parentSchema:schema27.properties.numeroEdificio,data:data10};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data.usoPrincipal !== undefined){
let data11 = data.usoPrincipal;
if(typeof data11 === "string"){
if(func2(data11) > 200){
const err50 = {instancePath:instancePath+"/usoPrincipal",schemaPath:"#/properties/usoPrincipal/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema27.properties.usoPrincipal,data:data11};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if(func2(data11) < 1){
const err51 = {instancePath:instancePath+"/usoPrincipal",schemaPath:"#/properties/usoPrincipal/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema27.properties.usoPrincipal,data:data11};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
if(!pattern0.test(data11)){
const err52 = {instancePath:instancePath+"/usoPrincipal",schemaPath:"#/properties/usoPrincipal/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\"",schema:"\\S",parentSchema:schema27.properties.usoPrincipal,data:data11};
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
const err53 = {instancePath:instancePath+"/usoPrincipal",schemaPath:"#/properties/usoPrincipal/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.usoPrincipal.type,parentSchema:schema27.properties.usoPrincipal,data:data11};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
if(data.fechaAprobacion !== undefined){
let data12 = data.fechaAprobacion;
if(typeof data12 === "string"){
if(!(formats4.validate(data12))){
const err54 = {instancePath:instancePath+"/fechaAprobacion",schemaPath:"#/properties/fechaAprobacion/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\"",schema:"date",parentSchema:schema27.properties.fechaAprobacion,data:data12};
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
const err55 = {instancePath:instancePath+"/fechaAprobacion",schemaPath:"#/properties/fechaAprobacion/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.fechaAprobacion.type,parentSchema:schema27.properties.fechaAprobacion,data:data12};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
if(data.firmaAceptada !== undefined){
let data13 = data.firmaAceptada;
if(typeof data13 !== "boolean"){
const err56 = {instancePath:instancePath+"/firmaAceptada",schemaPath:"#/properties/firmaAceptada/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema27.properties.firmaAceptada.type,parentSchema:schema27.properties.firmaAceptada,data:data13};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
if(true !== data13){
const err57 = {instancePath:instancePath+"/firmaAceptada",schemaPath:"#/properties/firmaAceptada/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant",schema:true,parentSchema:schema27.properties.firmaAceptada,data:data13};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
}
else {
const err58 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema27.type,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

