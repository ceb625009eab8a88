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
export type NombreYApellidosDelRepresentante = string
/**
 * 8 cifras y letra (DNI) o X, Y o Z, 7 cifras y letra (NIE).
 */
export type DNINIEDelRepresentante = string
export type TelefonoDelRepresentante = string
export type CorreoElectronicoDelRepresentante = string
export type Expone = string
export type Solicita = string
/**
 * Casilla de firma o consentimiento: debe estar marcada para enviar.
 */
export type DeclaracionYFirma = true

export interface InformeAgrarioDatos {
nombre: NombreYApellidos
dni: DNINIE
direccion: Direccion
municipio: Municipio
provincia: Provincia
cp: CodigoPostal
telefono: Telefono
email: CorreoElectronico
rep_nombre?: NombreYApellidosDelRepresentante
rep_dni?: DNINIEDelRepresentante
rep_telefono?: TelefonoDelRepresentante
rep_email?: CorreoElectronicoDelRepresentante
expone: Expone
solicita: Solicita
firmaAceptada: DeclaracionYFirma
}
