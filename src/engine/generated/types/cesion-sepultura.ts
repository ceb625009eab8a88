// Generado por `npm run generate` a partir de procedures/. No editar a mano.
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
export type NombreYApellidosDelTitularActual = string
/**
 * 8 cifras y letra (DNI) o X, Y o Z, 7 cifras y letra (NIE).
 */
export type DNINIEDelTitularActual = string
export type TelefonoDelTitularActual = string
export type RelacionConElTitularActual = string
export type NumeroDeLaSepultura = string
export type Tramo = string
export type Fila = string
export type NumeroDentroDeLaFila = string
export type PersonasEnterradasEnLaSepultura = string
export type NombreYApellidosDelNuevoTitular = string
/**
 * 8 cifras y letra (DNI) o X, Y o Z, 7 cifras y letra (NIE).
 */
export type DNINIEDelNuevoTitular = string
export type DireccionDelNuevoTitular = string
export type MunicipioDelNuevoTitular = string
export type TelefonoDelNuevoTitular = string
export type DescripcionDeLosOtrosDocumentos = string
export type FechaDeLaSolicitud = string
/**
 * Casilla de firma o consentimiento: debe estar marcada para enviar.
 */
export type FirmaDeLaSolicitud = true

export interface CesionSepulturaDatos {
nombre: NombreYApellidos
dni: DNINIE
direccion: Direccion
municipio: Municipio
codigoPostal: CodigoPostal
telefono: Telefono
email: CorreoElectronico
titularNombre: NombreYApellidosDelTitularActual
titularDni: DNINIEDelTitularActual
titularTelefono: TelefonoDelTitularActual
relacion: RelacionConElTitularActual
numeroSepultura: NumeroDeLaSepultura
tramo: Tramo
fila: Fila
noSepultura: NumeroDentroDeLaFila
personasEnterradas: PersonasEnterradasEnLaSepultura
cesionarioNombre: NombreYApellidosDelNuevoTitular
cesionarioDni: DNINIEDelNuevoTitular
cesionarioDireccion: DireccionDelNuevoTitular
cesionarioMunicipio: MunicipioDelNuevoTitular
cesionarioTelefono: TelefonoDelNuevoTitular
otrosDescripcion?: DescripcionDeLosOtrosDocumentos
fecha: FechaDeLaSolicitud
firmaAceptada: FirmaDeLaSolicitud
}
