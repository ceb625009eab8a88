// Generado por `npm run generate` a partir de procedures/. No editar a mano.
export type NombreYApellidosDelRepresentante = string
/**
 * 8 cifras y letra (DNI) o X, Y o Z, 7 cifras y letra (NIE).
 */
export type DNINIEDelRepresentante = string
export type TelefonoDelRepresentante = string
export type CorreoElectronicoDelRepresentante = string
export type NombreYApellidos = string
/**
 * 8 cifras y letra (DNI) o X, Y o Z, 7 cifras y letra (NIE).
 */
export type DNINIE = string
export type Direccion = string
export type Municipio = string
export type CodigoPostal = string
export type Telefono = string
export type CorreoElectronico = string
export type NumeroDeLaSepultura = string
export type Tramo = string
export type Fila = string
export type NumeroDentroDeLaFila = string
export type PersonasEnterradasEnLaSepultura = string
export type DescripcionDeLosOtrosDocumentos = string
export type FechaDeLaSolicitud = string
/**
 * Casilla de firma o consentimiento: debe estar marcada para enviar.
 */
export type DeclaracionYFirma = true

export interface ReconocimientoSepulturaDatos {
rep_nombre?: NombreYApellidosDelRepresentante
rep_dni?: DNINIEDelRepresentante
rep_telefono?: TelefonoDelRepresentante
rep_email?: CorreoElectronicoDelRepresentante
nombre: NombreYApellidos
dni: DNINIE
direccion: Direccion
municipio: Municipio
cp: CodigoPostal
telefono: Telefono
email: CorreoElectronico
numero: NumeroDeLaSepultura
tramo: Tramo
fila: Fila
n: NumeroDentroDeLaFila
personas: PersonasEnterradasEnLaSepultura
otros_text?: DescripcionDeLosOtrosDocumentos
fecha: FechaDeLaSolicitud
firmaAceptada: DeclaracionYFirma
}
