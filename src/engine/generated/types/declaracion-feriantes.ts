// Generado por `npm run generate` a partir de procedures/. No editar a mano.
export type NombreYApellidos = string
/**
 * 8 cifras y letra (DNI) o X, Y o Z, 7 cifras y letra (NIE).
 */
export type DNINIE = string
export type EnRepresentacionDeEmpresaOPersona = string
export type Calle = string
export type Numero = string
export type Municipio = string
export type Provincia = string
export type CodigoPostal = string
export type Telefono = string
export type CorreoElectronico = string
export type TipoDeActividadOAtraccion = string
export type SuperficieQueOcuparaM = number
export type FechaDeInicio = string
export type FechaDeFin = string
/**
 * Casilla de firma o consentimiento: debe estar marcada para enviar.
 */
export type DeclaracionResponsableYFirma = true

export interface DeclaracionFeriantesDatos {
nombre: NombreYApellidos
dni: DNINIE
enRepresentacion?: EnRepresentacionDeEmpresaOPersona
calle: Calle
numero: Numero
municipio: Municipio
provincia: Provincia
cp: CodigoPostal
telefono: Telefono
email: CorreoElectronico
tipoActividad: TipoDeActividadOAtraccion
superficie: SuperficieQueOcuparaM
fechaInicio: FechaDeInicio
fechaFin: FechaDeFin
firmaAceptada: DeclaracionResponsableYFirma
}
