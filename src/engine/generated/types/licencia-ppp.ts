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
export type NombreDelAnimal = string
export type Raza = string
export type Sexo = ((Macho | Hembra) & string)
export type Macho = "macho"
export type Hembra = "hembra"
export type CapaColorYMarcas = string
export type FechaDeNacimientoDelAnimal = string
/**
 * 15 cifras.
 */
export type NumeroDeMicrochip = string
export type Tramite = ((AltaInscripcion | Baja) & string)
export type AltaInscripcion = "alta"
export type Baja = "baja"
export type FechaDeLaSolicitud = string
/**
 * Casilla de firma o consentimiento: debe estar marcada para enviar.
 */
export type FirmaDeLaSolicitud = true
export type MotivoDeLaBaja = ((DefuncionDelAnimal | TransmisionAOtraPersona | OtrasCausas) & string)
export type DefuncionDelAnimal = "defuncion"
export type TransmisionAOtraPersona = "transmision"
export type OtrasCausas = "otras"

export interface LicenciaPppDatos {
nombre: NombreYApellidos
dni: DNINIE
direccion: Direccion
municipio: Municipio
provincia: Provincia
cp: CodigoPostal
telefono: Telefono
email: CorreoElectronico
nombreAnimal: NombreDelAnimal
raza: Raza
sexo: Sexo
marcas?: CapaColorYMarcas
fechaNacAnimal: FechaDeNacimientoDelAnimal
chip: NumeroDeMicrochip
tramite: Tramite
fecha: FechaDeLaSolicitud
firmaAceptada: FirmaDeLaSolicitud
motivo?: MotivoDeLaBaja
}
