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
export type EnNombreDeQuienPresentaLaSolicitud = ((EnMiPropioNombre | EnRepresentacionDeOtraPersona) & string)
export type EnMiPropioNombre = "propio"
export type EnRepresentacionDeOtraPersona = "representacion"
export type Representacion = ("propio" | "representacion")
export type DireccionDeLaObra = string
export type DescripcionDeLaObra = string
export type PresupuestoEstimadoEuros = number
export type FechaDeLaSolicitud = string
/**
 * Casilla de firma o consentimiento: debe estar marcada para enviar.
 */
export type FirmaDeLaSolicitud = true
export type NombreYApellidosDelRepresentado = string
/**
 * 8 cifras y letra (DNI) o X, Y o Z, 7 cifras y letra (NIE).
 */
export type DNINIEDelRepresentado = string
export type DireccionDelRepresentado = string
export type MunicipioDelRepresentado = string
export type ProvinciaDelRepresentado = string
export type CodigoPostalDelRepresentado = string

export interface LicenciaObraMenorDatos {
nombre: NombreYApellidos
dni: DNINIE
direccion: Direccion
municipio: Municipio
provincia: Provincia
cp: CodigoPostal
telefono: Telefono
email: CorreoElectronico
modo: EnNombreDeQuienPresentaLaSolicitud
representacion: Representacion
direccionObra: DireccionDeLaObra
descripcionObra: DescripcionDeLaObra
presupuesto: PresupuestoEstimadoEuros
fecha: FechaDeLaSolicitud
firmaAceptada: FirmaDeLaSolicitud
repNombre?: NombreYApellidosDelRepresentado
repDni?: DNINIEDelRepresentado
repDireccion?: DireccionDelRepresentado
repMunicipio?: MunicipioDelRepresentado
repProvincia?: ProvinciaDelRepresentado
repCp?: CodigoPostalDelRepresentado
}
