// @ts-nocheck
// Generado por `npm run generate`. No editar a mano.
import { runtime } from '../../validation/standalone-runtime.ts';

const exports = {};
export default exports;

exports["54ed3a56"] = validate10;
const schema27 = {"title":"Orden de domiciliación bancaria de tributos","description":"Marca los tributos municipales cuyos recibos quieres pagar por banco e indica la cuenta de cargo.","type":"object","properties":{"nombre":{"type":"string","minLength":1,"maxLength":500,"pattern":"\\S","title":"Nombre y apellidos"},"dni":{"title":"DNI/NIE","description":"8 cifras y letra (DNI) o X, Y o Z, 7 cifras y letra (NIE).","type":"string","pattern":"^(?:[0-9]{8}|[XYZxyz][0-9]{7})[A-Za-z]$","format":"dni"},"domicilioFiscal":{"type":"string","minLength":1,"maxLength":500,"pattern":"\\S","title":"Domicilio fiscal"},"municipio":{"type":"string","minLength":1,"maxLength":500,"pattern":"\\S","title":"Municipio"},"provincia":{"type":"string","minLength":1,"maxLength":500,"pattern":"\\S","title":"Provincia"},"cp":{"title":"Código postal","type":"string","pattern":"^(?:0[1-9]|[1-9][0-9])[0-9]{3}$"},"telefono":{"title":"Teléfono","type":"string","pattern":"^(?:\\+34 ?)?[6789](?:[ -]?[0-9]){8}$"},"email":{"title":"Correo electrónico","type":"string","format":"email","maxLength":254},"vehiculos":{"title":"Impuesto sobre vehículos de tracción mecánica","type":"boolean","default":false},"agua":{"title":"Tasa de suministro de agua","type":"boolean","default":false},"ibiUrbana":{"title":"IBI de naturaleza urbana","type":"boolean","default":false},"tasaBasuras":{"title":"Tasa de recogida de basuras","type":"boolean","default":false},"ibiRustica":{"title":"IBI de naturaleza rústica","type":"boolean","default":false},"otrosTributos":{"title":"Otros tributos","type":"boolean","default":false},"titularCuenta":{"type":"string","minLength":1,"maxLength":500,"pattern":"\\S","title":"Titular de la cuenta"},"dniTitular":{"title":"DNI/NIE del titular de la cuenta","description":"8 cifras y letra (DNI) o X, Y o Z, 7 cifras y letra (NIE).","type":"string","pattern":"^(?:[0-9]{8}|[XYZxyz][0-9]{7})[A-Za-z]$","format":"dni"},"iban":{"title":"IBAN","description":"IBAN español: ES, 2 dígitos de control y 20 cifras.","type":"string","pattern":"^[Ee][Ss][0-9]{2}(?: ?[0-9]{4}){5}$","format":"iban"},"entidad":{"title":"Entidad","description":"4 cifras.","type":"string","pattern":"^[0-9]{4}$","parteDeIban":{"campo":"iban","desde":4,"hasta":8}},"agencia":{"title":"Oficina","description":"4 cifras.","type":"string","pattern":"^[0-9]{4}$","parteDeIban":{"campo":"iban","desde":8,"hasta":12}},"dc":{"title":"Dígitos de control (DC)","description":"2 cifras.","type":"string","pattern":"^[0-9]{2}$","parteDeIban":{"campo":"iban","desde":12,"hasta":14}},"numeroCuenta":{"title":"Número de cuenta","description":"10 cifras.","type":"string","pattern":"^[0-9]{10}$","parteDeIban":{"campo":"iban","desde":14,"hasta":24}},"firmaAceptada":{"title":"Firma electrónica de la orden","description":"Casilla de firma o consentimiento: debe estar marcada para enviar.","type":"boolean","const":true}},"required":["nombre","dni","domicilioFiscal","municipio","provincia","cp","telefono","email","titularCuenta","dniTitular","iban","firmaAceptada"],"examples":[{"nombre":"Águeda Rincón Blanco","dni":"33445566R","domicilioFiscal":"Calle de la Fuente, 2","municipio":"Fuentecilla del Monte","provincia":"Valdemora","cp":"99002","telefono":"699222333","email":"agueda.rincon@correo.example","vehiculos":true,"vehiculoDetalle":"1234 BCD, 5678 FGH","agua":true,"aguaCuenta":"ABN-004512","ibiUrbana":true,"ibiUrbanaDetalle":"Calle de la Fuente, 2 (referencia catastral 9872023VH5797S0001WX)","tasaBasuras":true,"ibiRustica":false,"otrosTributos":false,"titularCuenta":"Águeda Rincón Blanco","dniTitular":"33445566R","iban":"ES91 2100 0418 4502 0005 1332","entidad":"2100","agencia":"0418","dc":"45","numeroCuenta":"0200051332","firmaAceptada":true},{"nombre":"Ginés Pardo Escudero","dni":"44556677L","domicilioFiscal":"Paseo de los Chopos, 11, 3.º C","municipio":"Valdeolmos del Río","provincia":"Valdemora","cp":"99010","telefono":"911222333","email":"gines.pardo@correo.example","ibiRustica":true,"ibiRusticaDetalle":"Polígono 4, parcelas 112 y 113","otrosTributos":true,"otrosTributosDetalle":"Tasa por entrada de vehículos (vado n.º 27)","titularCuenta":"Lidia Escudero Pardo","dniTitular":"55667788Z","iban":"ES7000491500010512345678","entidad":"0049","agencia":"1500","dc":"01","numeroCuenta":"0512345678","firmaAceptada":true}],"allOf":[{"title":"Tributos que se domicilian","description":"Marca al menos un tributo.","not":{"properties":{"vehiculos":{"const":false},"agua":{"const":false},"ibiUrbana":{"const":false},"tasaBasuras":{"const":false},"ibiRustica":{"const":false},"otrosTributos":{"const":false}}}},{"if":{"properties":{"vehiculos":{"const":true}},"required":["vehiculos"]},"then":{"properties":{"vehiculoDetalle":{"type":"string","minLength":1,"maxLength":500,"pattern":"\\S","title":"Matrículas de los vehículos"}},"required":["vehiculoDetalle"]}},{"if":{"properties":{"agua":{"const":true}},"required":["agua"]},"then":{"properties":{"aguaCuenta":{"type":"string","minLength":1,"maxLength":100,"pattern":"\\S","title":"Número de abonado o de contrato del agua"}},"required":["aguaCuenta"]}},{"if":{"properties":{"ibiUrbana":{"const":true}},"required":["ibiUrbana"]},"then":{"properties":{"ibiUrbanaDetalle":{"type":"string","minLength":1,"maxLength":500,"pattern":"\\S","title":"Inmuebles urbanos (referencia catastral o dirección)"}},"required":["ibiUrbanaDetalle"]}},{"if":{"properties":{"ibiRustica":{"const":true}},"required":["ibiRustica"]},"then":{"properties":{"ibiRusticaDetalle":{"type":"string","minLength":1,"maxLength":500,"pattern":"\\S","title":"Fincas rústicas (referencia catastral o polígono y parcela)"}},"required":["ibiRusticaDetalle"]}},{"if":{"properties":{"otrosTributos":{"const":true}},"required":["otrosTributos"]},"then":{"properties":{"otrosTributosDetalle":{"type":"string","minLength":1,"maxLength":500,"pattern":"\\S","title":"Otros tributos que se domicilian"}},"required":["otrosTributosDetalle"]}}],"$id":"54ed3a56"};
const func2 = runtime["ajv/dist/runtime/ucs2length"].default;
const pattern0 = new RegExp("\\S", "u");
const pattern6 = new RegExp("^(?:[0-9]{8}|[XYZxyz][0-9]{7})[A-Za-z]$", "u");
const pattern10 = new RegExp("^(?:0[1-9]|[1-9][0-9])[0-9]{3}$", "u");
const pattern11 = new RegExp("^(?:\\+34 ?)?[6789](?:[ -]?[0-9]){8}$", "u");
const pattern14 = new RegExp("^[Ee][Ss][0-9]{2}(?: ?[0-9]{4}){5}$", "u");
const pattern15 = new RegExp("^[0-9]{4}$", "u");
const pattern17 = new RegExp("^[0-9]{2}$", "u");
const pattern18 = new RegExp("^[0-9]{10}$", "u");
const formats0 = runtime["#engine/validation/formats"].formats.dni;
const formats2 = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;
const formats6 = runtime["#engine/validation/formats"].formats.iban;

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="54ed3a56" */;
let vErrors = null;
let errors = 0;
const _errs2 = errors;
const _errs3 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.vehiculos !== undefined){
const _errs4 = errors;
if(false !== data.vehiculos){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var valid2 = _errs4 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.agua !== undefined){
const _errs5 = errors;
if(false !== data.agua){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var valid2 = _errs5 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.ibiUrbana !== undefined){
const _errs6 = errors;
if(false !== data.ibiUrbana){
const err2 = {};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var valid2 = _errs6 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.tasaBasuras !== undefined){
const _errs7 = errors;
if(false !== data.tasaBasuras){
const err3 = {};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var valid2 = _errs7 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.ibiRustica !== undefined){
const _errs8 = errors;
if(false !== data.ibiRustica){
const err4 = {};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var valid2 = _errs8 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.otrosTributos !== undefined){
const _errs9 = errors;
if(false !== data.otrosTributos){
const err5 = {};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var valid2 = _errs9 === errors;
}
else {
var valid2 = true;
}
}
}
}
}
}
}
var valid1 = _errs3 === errors;
if(valid1){
const err6 = {instancePath,schemaPath:"#/allOf/0/not",keyword:"not",params:{},message:"must NOT be valid",schema:schema27.allOf[0].not,parentSchema:schema27.allOf[0],data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
else {
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
}
else {
vErrors = null;
}
}
}
const _errs11 = errors;
let valid3 = true;
const _errs12 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.vehiculos === undefined) && (missing0 = "vehiculos")){
const err7 = {};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
else {
if(data.vehiculos !== undefined){
if(true !== data.vehiculos){
const err8 = {};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
}
var _valid0 = _errs12 === errors;
errors = _errs11;
if(vErrors !== null){
if(_errs11){
vErrors.length = _errs11;
}
else {
vErrors = null;
}
}
if(_valid0){
const _errs14 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.vehiculoDetalle === undefined){
const err9 = {instancePath,schemaPath:"#/allOf/1/then/required",keyword:"required",params:{missingProperty: "vehiculoDetalle"},message:"must have required property '"+"vehiculoDetalle"+"'",schema:schema27.allOf[1].then.required,parentSchema:schema27.allOf[1].then,data};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.vehiculoDetalle !== undefined){
let data7 = data.vehiculoDetalle;
if(typeof data7 === "string"){
if(func2(data7) > 500){
const err10 = {instancePath:instancePath+"/vehiculoDetalle",schemaPath:"#/allOf/1/then/properties/vehiculoDetalle/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters",schema:500,parentSchema:schema27.allOf[1].then.properties.vehiculoDetalle,data:data7};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(func2(data7) < 1){
const err11 = {instancePath:instancePath+"/vehiculoDetalle",schemaPath:"#/allOf/1/then/properties/vehiculoDetalle/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema27.allOf[1].then.properties.vehiculoDetalle,data:data7};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(!pattern0.test(data7)){
const err12 = {instancePath:instancePath+"/vehiculoDetalle",schemaPath:"#/allOf/1/then/properties/vehiculoDetalle/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\"",schema:"\\S",parentSchema:schema27.allOf[1].then.properties.vehiculoDetalle,data:data7};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/vehiculoDetalle",schemaPath:"#/allOf/1/then/properties/vehiculoDetalle/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.allOf[1].then.properties.vehiculoDetalle.type,parentSchema:schema27.allOf[1].then.properties.vehiculoDetalle,data:data7};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
var _valid0 = _errs14 === errors;
valid3 = _valid0;
}
if(!valid3){
const err14 = {instancePath,schemaPath:"#/allOf/1/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema27.allOf[1].if,parentSchema:schema27.allOf[1],data};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
const _errs18 = errors;
let valid6 = true;
const _errs19 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if((data.agua === undefined) && (missing1 = "agua")){
const err15 = {};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
else {
if(data.agua !== undefined){
if(true !== data.agua){
const err16 = {};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
}
var _valid1 = _errs19 === errors;
errors = _errs18;
if(vErrors !== null){
if(_errs18){
vErrors.length = _errs18;
}
else {
vErrors = null;
}
}
if(_valid1){
const _errs21 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.aguaCuenta === undefined){
const err17 = {instancePath,schemaPath:"#/allOf/2/then/required",keyword:"required",params:{missingProperty: "aguaCuenta"},message:"must have required property '"+"aguaCuenta"+"'",schema:schema27.allOf[2].then.required,parentSchema:schema27.allOf[2].then,data};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data.aguaCuenta !== undefined){
let data9 = data.aguaCuenta;
if(typeof data9 === "string"){
if(func2(data9) > 100){
const err18 = {instancePath:instancePath+"/aguaCuenta",schemaPath:"#/allOf/2/then/properties/aguaCuenta/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema27.allOf[2].then.properties.aguaCuenta,data:data9};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(func2(data9) < 1){
const err19 = {instancePath:instancePath+"/aguaCuenta",schemaPath:"#/allOf/2/then/properties/aguaCuenta/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema27.allOf[2].then.properties.aguaCuenta,data:data9};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(!pattern0.test(data9)){
const err20 = {instancePath:instancePath+"/aguaCuenta",schemaPath:"#/allOf/2/then/properties/aguaCuenta/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\"",schema:"\\S",parentSchema:schema27.allOf[2].then.properties.aguaCuenta,data:data9};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
else {
const err21 = {instancePath:instancePath+"/aguaCuenta",schemaPath:"#/allOf/2/then/properties/aguaCuenta/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.allOf[2].then.properties.aguaCuenta.type,parentSchema:schema27.allOf[2].then.properties.aguaCuenta,data:data9};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
var _valid1 = _errs21 === errors;
valid6 = _valid1;
}
if(!valid6){
const err22 = {instancePath,schemaPath:"#/allOf/2/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema27.allOf[2].if,parentSchema:schema27.allOf[2],data};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
const _errs25 = errors;
let valid9 = true;
const _errs26 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing2;
if((data.ibiUrbana === undefined) && (missing2 = "ibiUrbana")){
const err23 = {};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
else {
if(data.ibiUrbana !== undefined){
if(true !== data.ibiUrbana){
const err24 = {};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
}
}
var _valid2 = _errs26 === errors;
errors = _errs25;
if(vErrors !== null){
if(_errs25){
vErrors.length = _errs25;
}
else {
vErrors = null;
}
}
if(_valid2){
const _errs28 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.ibiUrbanaDetalle === undefined){
const err25 = {instancePath,schemaPath:"#/allOf/3/then/required",keyword:"required",params:{missingProperty: "ibiUrbanaDetalle"},message:"must have required property '"+"ibiUrbanaDetalle"+"'",schema:schema27.allOf[3].then.required,parentSchema:schema27.allOf[3].then,data};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(data.ibiUrbanaDetalle !== undefined){
let data11 = data.ibiUrbanaDetalle;
if(typeof data11 === "string"){
if(func2(data11) > 500){
const err26 = {instancePath:instancePath+"/ibiUrbanaDetalle",schemaPath:"#/allOf/3/then/properties/ibiUrbanaDetalle/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters",schema:500,parentSchema:schema27.allOf[3].then.properties.ibiUrbanaDetalle,data:data11};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(func2(data11) < 1){
const err27 = {instancePath:instancePath+"/ibiUrbanaDetalle",schemaPath:"#/allOf/3/then/properties/ibiUrbanaDetalle/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema27.allOf[3].then.properties.ibiUrbanaDetalle,data:data11};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(!pattern0.test(data11)){
const err28 = {instancePath:instancePath+"/ibiUrbanaDetalle",schemaPath:"#/allOf/3/then/properties/ibiUrbanaDetalle/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\"",schema:"\\S",parentSchema:schema27.allOf[3].then.properties.ibiUrbanaDetalle,data:data11};
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
const err29 = {instancePath:instancePath+"/ibiUrbanaDetalle",schemaPath:"#/allOf/3/then/properties/ibiUrbanaDetalle/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.allOf[3].then.properties.ibiUrbanaDetalle.type,parentSchema:schema27.allOf[3].then.properties.ibiUrbanaDetalle,data:data11};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
}
var _valid2 = _errs28 === errors;
valid9 = _valid2;
}
if(!valid9){
const err30 = {instancePath,schemaPath:"#/allOf/3/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema27.allOf[3].if,parentSchema:schema27.allOf[3],data};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
const _errs32 = errors;
let valid12 = true;
const _errs33 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing3;
if((data.ibiRustica === undefined) && (missing3 = "ibiRustica")){
const err31 = {};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
else {
if(data.ibiRustica !== undefined){
if(true !== data.ibiRustica){
const err32 = {};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
}
}
var _valid3 = _errs33 === errors;
errors = _errs32;
if(vErrors !== null){
if(_errs32){
vErrors.length = _errs32;
}
else {
vErrors = null;
}
}
if(_valid3){
const _errs35 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.ibiRusticaDetalle === undefined){
const err33 = {instancePath,schemaPath:"#/allOf/4/then/required",keyword:"required",params:{missingProperty: "ibiRusticaDetalle"},message:"must have required property '"+"ibiRusticaDetalle"+"'",schema:schema27.allOf[4].then.required,parentSchema:schema27.allOf[4].then,data};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(data.ibiRusticaDetalle !== undefined){
let data13 = data.ibiRusticaDetalle;
if(typeof data13 === "string"){
if(func2(data13) > 500){
const err34 = {instancePath:instancePath+"/ibiRusticaDetalle",schemaPath:"#/allOf/4/then/properties/ibiRusticaDetalle/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters",schema:500,parentSchema:schema27.allOf[4].then.properties.ibiRusticaDetalle,data:data13};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(func2(data13) < 1){
const err35 = {instancePath:instancePath+"/ibiRusticaDetalle",schemaPath:"#/allOf/4/then/properties/ibiRusticaDetalle/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema27.allOf[4].then.properties.ibiRusticaDetalle,data:data13};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(!pattern0.test(data13)){
const err36 = {instancePath:instancePath+"/ibiRusticaDetalle",schemaPath:"#/allOf/4/then/properties/ibiRusticaDetalle/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\"",schema:"\\S",parentSchema:schema27.allOf[4].then.properties.ibiRusticaDetalle,data:data13};
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
const err37 = {instancePath:instancePath+"/ibiRusticaDetalle",schemaPath:"#/allOf/4/then/properties/ibiRusticaDetalle/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.allOf[4].then.properties.ibiRusticaDetalle.type,parentSchema:schema27.allOf[4].then.properties.ibiRusticaDetalle,data:data13};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
}
var _valid3 = _errs35 === errors;
valid12 = _valid3;
}
if(!valid12){
const err38 = {instancePath,schemaPath:"#/allOf/4/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema27.allOf[4].if,parentSchema:schema27.allOf[4],data};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
const _errs39 = errors;
let valid15 = true;
const _errs40 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing4;
if((data.otrosTributos === undefined) && (missing4 = "otrosTributos")){
const err39 = {};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
else {
if(data.otrosTributos !== undefined){
if(true !== data.otrosTributos){
const err40 = {};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
}
}
var _valid4 = _errs40 === errors;
errors = _errs39;
if(vErrors !== null){
if(_errs39){
vErrors.length = _errs39;
}
else {
vErrors = null;
}
}
if(_valid4){
const _errs42 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.otrosTributosDetalle === undefined){
const err41 = {instancePath,schemaPath:"#/allOf/5/then/required",keyword:"required",params:{missingProperty: "otrosTributosDetalle"},message:"must have required property '"+"otrosTributosDetalle"+"'",schema:schema27.allOf[5].then.required,parentSchema:schema27.allOf[5].then,data};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if(data.otrosTributosDetalle !== undefined){
let data15 = data.otrosTributosDetalle;
if(typeof data15 === "string"){
if(func2(data15) > 500){
const err42 = {instancePath:instancePath+"/otrosTributosDetalle",schemaPath:"#/allOf/5/then/properties/otrosTributosDetalle/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters",schema:500,parentSchema:schema27.allOf[5].then.properties.otrosTributosDetalle,data:data15};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if(func2(data15) < 1){
const err43 = {instancePath:instancePath+"/otrosTributosDetalle",schemaPath:"#/allOf/5/then/properties/otrosTributosDetalle/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema27.allOf[5].then.properties.otrosTributosDetalle,data:data15};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(!pattern0.test(data15)){
const err44 = {instancePath:instancePath+"/otrosTributosDetalle",schemaPath:"#/allOf/5/then/properties/otrosTributosDetalle/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\"",schema:"\\S",parentSchema:schema27.allOf[5].then.properties.otrosTributosDetalle,data:data15};
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
const err45 = {instancePath:instancePath+"/otrosTributosDetalle",schemaPath:"#/allOf/5/then/properties/otrosTributosDetalle/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.allOf[5].then.properties.otrosTributosDetalle.type,parentSchema:schema27.allOf[5].then.properties.otrosTributosDetalle,data:data15};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
}
var _valid4 = _errs42 === errors;
valid15 = _valid4;
}
if(!valid15){
const err46 = {instancePath,schemaPath:"#/allOf/5/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema27.allOf[5].if,parentSchema:schema27.allOf[5],data};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.nombre === undefined){
const err47 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "nombre"},message:"must have required property '"+"nombre"+"'",schema:schema27.required,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if(data.dni === undefined){
const err48 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "dni"},message:"must have required property '"+"dni"+"'",schema:schema27.required,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if(data.domicilioFiscal === undefined){
const err49 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "domicilioFiscal"},message:"must have required property '"+"domicilioFiscal"+"'",schema:schema27.required,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
if(data.municipio === undefined){
const err50 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "municipio"},message:"must have required property '"+"municipio"+"'",schema:schema27.required,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if(data.provincia === undefined){
const err51 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "provincia"},message:"must have required property '"+"provincia"+"'",schema:schema27.required,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
if(data.cp === undefined){
const err52 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "cp"},message:"must have required property '"+"cp"+"'",schema:schema27.required,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
if(data.telefono === undefined){
const err53 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "telefono"},message:"must have required property '"+"telefono"+"'",schema:schema27.required,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
if(data.email === undefined){
const err54 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "email"},message:"must have required property '"+"email"+"'",schema:schema27.required,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
if(data.titularCuenta === undefined){
const err55 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "titularCuenta"},message:"must have required property '"+"titularCuenta"+"'",schema:schema27.required,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
if(data.dniTitular === undefined){
const err56 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "dniTitular"},message:"must have required property '"+"dniTitular"+"'",schema:schema27.required,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
if(data.iban === undefined){
const err57 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "iban"},message:"must have required property '"+"iban"+"'",schema:schema27.required,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
if(data.firmaAceptada === undefined){
const err58 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "firmaAceptada"},message:"must have required property '"+"firmaAceptada"+"'",schema:schema27.required,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
if(data.nombre !== undefined){
let data16 = data.nombre;
if(typeof data16 === "string"){
if(func2(data16) > 500){
const err59 = {instancePath:instancePath+"/nombre",schemaPath:"#/properties/nombre/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters",schema:500,parentSchema:schema27.properties.nombre,data:data16};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
if(func2(data16) < 1){
const err60 = {instancePath:instancePath+"/nombre",schemaPath:"#/properties/nombre/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema27.properties.nombre,data:data16};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
if(!pattern0.test(data16)){
const err61 = {instancePath:instancePath+"/nombre",schemaPath:"#/properties/nombre/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\"",schema:"\\S",parentSchema:schema27.properties.nombre,data:data16};
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
const err62 = {instancePath:instancePath+"/nombre",schemaPath:"#/properties/nombre/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.nombre.type,parentSchema:schema27.properties.nombre,data:data16};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
if(data.dni !== undefined){
let data17 = data.dni;
if(typeof data17 === "string"){
if(!pattern6.test(data17)){
const err63 = {instancePath:instancePath+"/dni",schemaPath:"#/properties/dni/pattern",keyword:"pattern",params:{pattern: "^(?:[0-9]{8}|[XYZxyz][0-9]{7})[A-Za-z]$"},message:"must match pattern \""+"^(?:[0-9]{8}|[XYZxyz][0-9]{7})[A-Za-z]$"+"\"",schema:"^(?:[0-9]{8}|[XYZxyz][0-9]{7})[A-Za-z]$",parentSchema:schema27.properties.dni,data:data17};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
if(!(formats0(data17))){
const err64 = {instancePath:instancePath+"/dni",schemaPath:"#/properties/dni/format",keyword:"format",params:{format: "dni"},message:"must match format \""+"dni"+"\"",schema:"dni",parentSchema:schema27.properties.dni,data:data17};
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
const err65 = {instancePath:instancePath+"/dni",schemaPath:"#/properties/dni/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.dni.type,parentSchema:schema27.properties.dni,data:data17};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
if(data.domicilioFiscal !== undefined){
let data18 = data.domicilioFiscal;
if(typeof data18 === "string"){
if(func2(data18) > 500){
const err66 = {instancePath:instancePath+"/domicilioFiscal",schemaPath:"#/properties/domicilioFiscal/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters",schema:500,parentSchema:schema27.properties.domicilioFiscal,data:data18};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
if(func2(data18) < 1){
const err67 = {instancePath:instancePath+"/domicilioFiscal",schemaPath:"#/properties/domicilioFiscal/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema27.properties.domicilioFiscal,data:data18};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
if(!pattern0.test(data18)){
const err68 = {instancePath:instancePath+"/domicilioFiscal",schemaPath:"#/properties/domicilioFiscal/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\"",schema:"\\S",parentSchema:schema27.properties.domicilioFiscal,data:data18};
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
const err69 = {instancePath:instancePath+"/domicilioFiscal",schemaPath:"#/properties/domicilioFiscal/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.domicilioFiscal.type,parentSchema:schema27.properties.domicilioFiscal,data:data18};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
if(data.municipio !== undefined){
let data19 = data.municipio;
if(typeof data19 === "string"){
if(func2(data19) > 500){
const err70 = {instancePath:instancePath+"/municipio",schemaPath:"#/properties/municipio/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters",schema:500,parentSchema:schema27.properties.municipio,data:data19};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
if(func2(data19) < 1){
const err71 = {instancePath:instancePath+"/municipio",schemaPath:"#/properties/municipio/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema27.properties.municipio,data:data19};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
if(!pattern0.test(data19)){
const err72 = {instancePath:instancePath+"/municipio",schemaPath:"#/properties/municipio/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\"",schema:"\\S",parentSchema:schema27.properties.municipio,data:data19};
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
const err73 = {instancePath:instancePath+"/municipio",schemaPath:"#/properties/municipio/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.municipio.type,parentSchema:schema27.properties.municipio,data:data19};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
if(data.provincia !== undefined){
let data20 = data.provincia;
if(typeof data20 === "string"){
if(func2(data20) > 500){
const err74 = {instancePath:instancePath+"/provincia",schemaPath:"#/properties/provincia/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters",schema:500,parentSchema:schema27.properties.provincia,data:data20};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
if(func2(data20) < 1){
const err75 = {instancePath:instancePath+"/provincia",schemaPath:"#/properties/provincia/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema27.properties.provincia,data:data20};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
if(!pattern0.test(data20)){
const err76 = {instancePath:instancePath+"/provincia",schemaPath:"#/properties/provincia/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\"",schema:"\\S",parentSchema:schema27.properties.provincia,data:data20};
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
const err77 = {instancePath:instancePath+"/provincia",schemaPath:"#/properties/provincia/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.provincia.type,parentSchema:schema27.properties.provincia,data:data20};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
}
if(data.cp !== undefined){
let data21 = data.cp;
if(typeof data21 === "string"){
if(!pattern10.test(data21)){
const err78 = {instancePath:instancePath+"/cp",schemaPath:"#/properties/cp/pattern",keyword:"pattern",params:{pattern: "^(?:0[1-9]|[1-9][0-9])[0-9]{3}$"},message:"must match pattern \""+"^(?:0[1-9]|[1-9][0-9])[0-9]{3}$"+"\"",schema:"^(?:0[1-9]|[1-9][0-9])[0-9]{3}$",parentSchema:schema27.properties.cp,data:data21};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
}
else {
const err79 = {instancePath:instancePath+"/cp",schemaPath:"#/properties/cp/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.cp.type,parentSchema:schema27.properties.cp,data:data21};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
}
if(data.telefono !== undefined){
let data22 = data.telefono;
if(typeof data22 === "string"){
if(!pattern11.test(data22)){
const err80 = {instancePath:instancePath+"/telefono",schemaPath:"#/properties/telefono/pattern",keyword:"pattern",params:{pattern: "^(?:\\+34 ?)?[6789](?:[ -]?[0-9]){8}$"},message:"must match pattern \""+"^(?:\\+34 ?)?[6789](?:[ -]?[0-9]){8}$"+"\"",schema:"^(?:\\+34 ?)?[6789](?:[ -]?[0-9]){8}$",parentSchema:schema27.properties.telefono,data:data22};
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
const err81 = {instancePath:instancePath+"/telefono",schemaPath:"#/properties/telefono/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.telefono.type,parentSchema:schema27.properties.telefono,data:data22};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
}
if(data.email !== undefined){
let data23 = data.email;
if(typeof data23 === "string"){
if(func2(data23) > 254){
const err82 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/maxLength",keyword:"maxLength",params:{limit: 254},message:"must NOT have more than 254 characters",schema:254,parentSchema:schema27.properties.email,data:data23};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
if(!(formats2.test(data23))){
const err83 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/format",keyword:"format",params:{format: "email"},message:"must match format \""+"email"+"\"",schema:"email",parentSchema:schema27.properties.email,data:data23};
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
const err84 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.email.type,parentSchema:schema27.properties.email,data:data23};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
}
if(data.vehiculos !== undefined){
let data24 = data.vehiculos;
if(typeof data24 !== "boolean"){
const err85 = {instancePath:instancePath+"/vehiculos",schemaPath:"#/properties/vehiculos/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema27.properties.vehiculos.type,parentSchema:schema27.properties.vehiculos,data:data24};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
}
if(data.agua !== undefined){
let data25 = data.agua;
if(typeof data25 !== "boolean"){
const err86 = {instancePath:instancePath+"/agua",schemaPath:"#/properties/agua/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema27.properties.agua.type,parentSchema:schema27.properties.agua,data:data25};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
}
if(data.ibiUrbana !== undefined){
let data26 = data.ibiUrbana;
if(typeof data26 !== "boolean"){
const err87 = {instancePath:instancePath+"/ibiUrbana",schemaPath:"#/properties/ibiUrbana/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema27.properties.ibiUrbana.type,parentSchema:schema27.properties.ibiUrbana,data:data26};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
}
if(data.tasaBasuras !== undefined){
let data27 = data.tasaBasuras;
if(typeof data27 !== "boolean"){
const err88 = {instancePath:instancePath+"/tasaBasuras",schemaPath:"#/properties/tasaBasuras/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema27.properties.tasaBasuras.type,parentSchema:schema27.properties.tasaBasuras,data:data27};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
}
if(data.ibiRustica !== undefined){
let data28 = data.ibiRustica;
if(typeof data28 !== "boolean"){
const err89 = {instancePath:instancePath+"/ibiRustica",schemaPath:"#/properties/ibiRustica/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema27.properties.ibiRustica.type,parentSchema:schema27.properties.ibiRustica,data:data28};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
}
if(data.otrosTributos !== undefined){
let data29 = data.otrosTributos;
if(typeof data29 !== "boolean"){
const err90 = {instancePath:instancePath+"/otrosTributos",schemaPath:"#/properties/otrosTributos/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema27.properties.otrosTributos.type,parentSchema:schema27.properties.otrosTributos,data:data29};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
}
if(data.titularCuenta !== undefined){
let data30 = data.titularCuenta;
if(typeof data30 === "string"){
if(func2(data30) > 500){
const err91 = {instancePath:instancePath+"/titularCuenta",schemaPath:"#/properties/titularCuenta/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters",schema:500,parentSchema:schema27.properties.titularCuenta,data:data30};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
if(func2(data30) < 1){
const err92 = {instancePath:instancePath+"/titularCuenta",schemaPath:"#/properties/titularCuenta/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema27.properties.titularCuenta,data:data30};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
if(!pattern0.test(data30)){
const err93 = {instancePath:instancePath+"/titularCuenta",schemaPath:"#/properties/titularCuenta/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\"",schema:"\\S",parentSchema:schema27.properties.titularCuenta,data:data30};
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
const err94 = {instancePath:instancePath+"/titularCuenta",schemaPath:"#/properties/titularCuenta/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.titularCuenta.type,parentSchema:schema27.properties.titularCuenta,data:data30};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
}
if(data.dniTitular !== undefined){
let data31 = data.dniTitular;
if(typeof data31 === "string"){
if(!pattern6.test(data31)){
const err95 = {instancePath:instancePath+"/dniTitular",schemaPath:"#/properties/dniTitular/pattern",keyword:"pattern",params:{pattern: "^(?:[0-9]{8}|[XYZxyz][0-9]{7})[A-Za-z]$"},message:"must match pattern \""+"^(?:[0-9]{8}|[XYZxyz][0-9]{7})[A-Za-z]$"+"\"",schema:"^(?:[0-9]{8}|[XYZxyz][0-9]{7})[A-Za-z]$",parentSchema:schema27.properties.dniTitular,data:data31};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
if(!(formats0(data31))){
const err96 = {instancePath:instancePath+"/dniTitular",schemaPath:"#/properties/dniTitular/format",keyword:"format",params:{format: "dni"},message:"must match format \""+"dni"+"\"",schema:"dni",parentSchema:schema27.properties.dniTitular,data:data31};
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
const err97 = {instancePath:instancePath+"/dniTitular",schemaPath:"#/properties/dniTitular/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.dniTitular.type,parentSchema:schema27.properties.dniTitular,data:data31};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
}
if(data.iban !== undefined){
let data32 = data.iban;
if(typeof data32 === "string"){
if(!pattern14.test(data32)){
const err98 = {instancePath:instancePath+"/iban",schemaPath:"#/properties/iban/pattern",keyword:"pattern",params:{pattern: "^[Ee][Ss][0-9]{2}(?: ?[0-9]{4}){5}$"},message:"must match pattern \""+"^[Ee][Ss][0-9]{2}(?: ?[0-9]{4}){5}$"+"\"",schema:"^[Ee][Ss][0-9]{2}(?: ?[0-9]{4}){5}$",parentSchema:schema27.properties.iban,data:data32};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
if(!(formats6(data32))){
const err99 = {instancePath:instancePath+"/iban",schemaPath:"#/properties/iban/format",keyword:"format",params:{format: "iban"},message:"must match format \""+"iban"+"\"",schema:"iban",parentSchema:schema27.properties.iban,data:data32};
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
const err100 = {instancePath:instancePath+"/iban",schemaPath:"#/properties/iban/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.iban.type,parentSchema:schema27.properties.iban,data:data32};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
}
if(data.entidad !== undefined){
let data33 = data.entidad;
if(typeof data33 === "string"){
if(!pattern15.test(data33)){
const err101 = {instancePath:instancePath+"/entidad",schemaPath:"#/properties/entidad/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}$"},message:"must match pattern \""+"^[0-9]{4}$"+"\"",schema:"^[0-9]{4}$",parentSchema:schema27.properties.entidad,data:data33};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
const iban0 = data["iban"];
let compact0 = typeof iban0 == "string" ? iban0.split(" ").join("") : "";
if(compact0.length === 24 && data33.length === 4 && compact0.slice(4, 8) !== data33){
const err102 = {instancePath:instancePath+"/entidad",schemaPath:"#/properties/entidad/parteDeIban",keyword:"parteDeIban",params:{campo: "iban", desde: 4, hasta: 8},message:"must match characters 4 to 8 of iban",schema:schema27.properties.entidad.parteDeIban,parentSchema:schema27.properties.entidad,data:data33};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
}
else {
const err103 = {instancePath:instancePath+"/entidad",schemaPath:"#/properties/entidad/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.entidad.type,parentSchema:schema27.properties.entidad,data:data33};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
}
if(data.agencia !== undefined){
let data34 = data.agencia;
if(typeof data34 === "string"){
if(!pattern15.test(data34)){
const err104 = {instancePath:instancePath+"/agencia",schemaPath:"#/properties/agencia/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}$"},message:"must match pattern \""+"^[0-9]{4}$"+"\"",schema:"^[0-9]{4}$",parentSchema:schema27.properties.agencia,data:data34};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
const iban1 = data["iban"];
let compact1 = typeof iban1 == "string" ? iban1.split(" ").join("") : "";
if(compact1.length === 24 && data34.length === 4 && compact1.slice(8, 12) !== data34){
const err105 = {instancePath:instancePath+"/agencia",schemaPath:"#/properties/agencia/parteDeIban",keyword:"parteDeIban",params:{campo: "iban", desde: 8, hasta: 12},message:"must match characters 8 to 12 of iban",schema:schema27.properties.agencia.parteDeIban,parentSchema:schema27.properties.agencia,data:data34};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
}
else {
const err106 = {instancePath:instancePath+"/agencia",schemaPath:"#/properties/agencia/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.agencia.type,parentSchema:schema27.properties.agencia,data:data34};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
}
}
if(data.dc !== undefined){
let data35 = data.dc;
if(typeof data35 === "string"){
if(!pattern17.test(data35)){
const err107 = {instancePath:instancePath+"/dc",schemaPath:"#/properties/dc/pattern",keyword:"pattern",params:{pattern: "^[0-9]{2}$"},message:"must match pattern \""+"^[0-9]{2}$"+"\"",schema:"^[0-9]{2}$",parentSchema:schema27.properties.dc,data:data35};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
const iban2 = data["iban"];
let compact2 = typeof iban2 == "string" ? iban2.split(" ").join("") : "";
if(compact2.length === 24 && data35.length === 2 && compact2.slice(12, 14) !== data35){
const err108 = {instancePath:instancePath+"/dc",schemaPath:"#/properties/dc/parteDeIban",keyword:"parteDeIban",params:{campo: "iban", desde: 12, hasta: 14},message:"must match characters 12 to 14 of iban",schema:schema27.properties.dc.parteDeIban,parentSchema:schema27.properties.dc,data:data35};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
}
else {
const err109 = {instancePath:instancePath+"/dc",schemaPath:"#/properties/dc/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.dc.type,parentSchema:schema27.properties.dc,data:data35};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
}
if(data.numeroCuenta !== undefined){
let data36 = data.numeroCuenta;
if(typeof data36 === "string"){
if(!pattern18.test(data36)){
const err110 = {instancePath:instancePath+"/numeroCuenta",schemaPath:"#/properties/numeroCuenta/pattern",keyword:"pattern",params:{pattern: "^[0-9]{10}$"},message:"must match pattern \""+"^[0-9]{10}$"+"\"",schema:"^[0-9]{10}$",parentSchema:schema27.properties.numeroCuenta,data:data36};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
}
errors++;
}
const iban3 = data["iban"];
let compact3 = typeof iban3 == "string" ? iban3.split(" ").join("") : "";
if(compact3.length === 24 && data36.length === 10 && compact3.slice(14, 24) !== data36){
const err111 = {instancePath:instancePath+"/numeroCuenta",schemaPath:"#/properties/numeroCuenta/parteDeIban",keyword:"parteDeIban",params:{campo: "iban", desde: 14, hasta: 24},message:"must match characters 14 to 24 of iban",schema:schema27.properties.numeroCuenta.parteDeIban,parentSchema:schema27.properties.numeroCuenta,data:data36};
if(vErrors === null){
vErrors = [err111];
}
else {
vErrors.push(err111);
}
errors++;
}
}
else {
const err112 = {instancePath:instancePath+"/numeroCuenta",schemaPath:"#/properties/numeroCuenta/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.numeroCuenta.type,parentSchema:schema27.properties.numeroCuenta,data:data36};
if(vErrors === null){
vErrors = [err112];
}
else {
vErrors.push(err112);
}
errors++;
}
}
if(data.firmaAceptada !== undefined){
let data37 = data.firmaAceptada;
if(typeof data37 !== "boolean"){
const err113 = {instancePath:instancePath+"/firmaAceptada",schemaPath:"#/properties/firmaAceptada/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema27.properties.firmaAceptada.type,parentSchema:schema27.properties.firmaAceptada,data:data37};
if(vErrors === null){
vErrors = [err113];
}
else {
vErrors.push(err113);
}
errors++;
}
if(true !== data37){
const err114 = {instancePath:instancePath+"/firmaAceptada",schemaPath:"#/properties/firmaAceptada/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant",schema:true,parentSchema:schema27.properties.firmaAceptada,data:data37};
if(vErrors === null){
vErrors = [err114];
}
else {
vErrors.push(err114);
}
errors++;
}
}
}
else {
const err115 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema27.type,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err115];
}
else {
vErrors.push(err115);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

exports["24aaadd"] = validate11;
const schema28 = {"properties":{"vehiculos":{"const":true}},"required":["vehiculos"],"$id":"24aaadd"};

function validate11(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="24aaadd" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.vehiculos === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "vehiculos"},message:"must have required property '"+"vehiculos"+"'",schema:schema28.required,parentSchema:schema28,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.vehiculos !== undefined){
let data0 = data.vehiculos;
if(true !== data0){
const err1 = {instancePath:instancePath+"/vehiculos",schemaPath:"#/properties/vehiculos/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant",schema:true,parentSchema:schema28.properties.vehiculos,data:data0};
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

exports["-7cc6ce83"] = validate12;
const schema29 = {"properties":{"agua":{"const":true}},"required":["agua"],"$id":"-7cc6ce83"};

function validate12(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-7cc6ce83" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.agua === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "agua"},message:"must have required property '"+"agua"+"'",schema:schema29.required,parentSchema:schema29,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.agua !== undefined){
let data0 = data.agua;
if(true !== data0){
const err1 = {instancePath:instancePath+"/agua",schemaPath:"#/properties/agua/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant",schema:true,parentSchema:schema29.properties.agua,data:data0};
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
validate12.errors = vErrors;
return errors === 0;
}

exports["-6b8495c5"] = validate13;
const schema30 = {"properties":{"ibiUrbana":{"const":true}},"required":["ibiUrbana"],"$id":"-6b8495c5"};

function validate13(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-6b8495c5" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.ibiUrbana === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "ibiUrbana"},message:"must have required property '"+"ibiUrbana"+"'",schema:schema30.required,parentSchema:schema30,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.ibiUrbana !== undefined){
let data0 = data.ibiUrbana;
if(true !== data0){
const err1 = {instancePath:instancePath+"/ibiUrbana",schemaPath:"#/properties/ibiUrbana/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant",schema:true,parentSchema:schema30.properties.ibiUrbana,data:data0};
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
validate13.errors = vErrors;
return errors === 0;
}

exports["-2bd5a823"] = validate14;
const schema31 = {"properties":{"ibiRustica":{"const":true}},"required":["ibiRustica"],"$id":"-2bd5a823"};

function validate14(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-2bd5a823" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.ibiRustica === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "ibiRustica"},message:"must have required property '"+"ibiRustica"+"'",schema:schema31.required,parentSchema:schema31,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.ibiRustica !== undefined){
let data0 = data.ibiRustica;
if(true !== data0){
const err1 = {instancePath:instancePath+"/ibiRustica",schemaPath:"#/properties/ibiRustica/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant",schema:true,parentSchema:schema31.properties.ibiRustica,data:data0};
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
validate14.errors = vErrors;
return errors === 0;
}

exports["-60e94e1d"] = validate15;
const schema32 = {"properties":{"otrosTributos":{"const":true}},"required":["otrosTributos"],"$id":"-60e94e1d"};

function validate15(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-60e94e1d" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.otrosTributos === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "otrosTributos"},message:"must have required property '"+"otrosTributos"+"'",schema:schema32.required,parentSchema:schema32,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.otrosTributos !== undefined){
let data0 = data.otrosTributos;
if(true !== data0){
const err1 = {instancePath:instancePath+"/otrosTributos",schemaPath:"#/properties/otrosTributos/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant",schema:true,parentSchema:schema32.properties.otrosTributos,data:data0};
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
validate15.errors = vErrors;
return errors === 0;
}

