// Generado por `npm run generate` a partir de procedures/. No editar a mano.
export type NombreYApellidos = string
/**
 * 8 cifras y letra (DNI) o X, Y o Z, 7 cifras y letra (NIE).
 */
export type DNINIE = string
export type Direccion = string
export type Municipio = string
export type Provincia = string
export type CodigoPostal = string
export type Telefono = string
export type CorreoElectronico = string
export type EnRepresentacionDeEmpresaOPersona = string
export type FechaDeInicioDeLaActividad = string
export type DescripcionDeLaActividadYDelLocal = string
/**
 * Casilla de firma o consentimiento: debe estar marcada para enviar.
 */
export type DeclaracionResponsableYFirma = true

export interface DeclaracionActividadDatos {
nombre: NombreYApellidos
dni: DNINIE
direccion: Direccion
municipio: Municipio
provincia: Provincia
cp: CodigoPostal
telefono: Telefono
email: CorreoElectronico
representacion?: EnRepresentacionDeEmpresaOPersona
fechaInicio: FechaDeInicioDeLaActividad
descripcion: DescripcionDeLaActividadYDelLocal
firmaAceptada: DeclaracionResponsableYFirma
}
