// Generado por `npm run generate` a partir de procedures/. No editar a mano.
export type NombreYApellidos = string
/**
 * 8 cifras y letra (DNI) o X, Y o Z, 7 cifras y letra (NIE).
 */
export type DNINIE = string
export type EnRepresentacionDeEmpresaOPersona = string
export type CalleYNumero = string
export type Municipio = string
export type Provincia = string
export type CodigoPostal = string
export type Telefono = string
export type CorreoElectronico = string
export type CalleDelEdificio = string
export type NumeroDelEdificio = string
export type UsoPrincipalDelEdificio = string
export type FechaDeConcesionDeLaLicenciaDeObra = string
/**
 * Casilla de firma o consentimiento: debe estar marcada para enviar.
 */
export type FirmaElectronicaDeLaSolicitud = true

export interface PrimeraOcupacionDatos {
nombre: NombreYApellidos
dni: DNINIE
representacion?: EnRepresentacionDeEmpresaOPersona
calleNumero: CalleYNumero
municipio: Municipio
provincia: Provincia
cp: CodigoPostal
telefono: Telefono
email: CorreoElectronico
calleEdificio: CalleDelEdificio
numeroEdificio: NumeroDelEdificio
usoPrincipal: UsoPrincipalDelEdificio
fechaAprobacion?: FechaDeConcesionDeLaLicenciaDeObra
firmaAceptada: FirmaElectronicaDeLaSolicitud
}
