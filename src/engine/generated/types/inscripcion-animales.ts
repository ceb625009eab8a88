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
export type TramiteQueSolicita = ((AltaInscripcionEnElCenso | BajaDelCenso) & string)
export type AltaInscripcionEnElCenso = "alta"
export type BajaDelCenso = "baja"
export type EspecieDelAnimal = ((Perro | Gato | Huron | OtraEspecie) & string)
export type Perro = "perro"
export type Gato = "gato"
export type Huron = "huron"
export type OtraEspecie = "otro"
export type NombreDelAnimal = string
export type Raza = string
export type SexoDelAnimal = ((Macho | Hembra) & string)
export type Macho = "macho"
export type Hembra = "hembra"
export type ColorCapaYSenalesParticulares = string
export type FechaDeNacimientoDelAnimal = string
/**
 * Las 15 cifras del microchip, sin espacios.
 */
export type NumeroDeMicrochip = string
/**
 * Casilla de firma o consentimiento: debe estar marcada para enviar.
 */
export type FirmaDeLaSolicitud = true
export type MotivoDeLaBaja = ((DefuncionDelAnimal | TransmisionAOtraPersona | OtrasCausas) & string)
export type DefuncionDelAnimal = "defuncion"
export type TransmisionAOtraPersona = "transmision"
export type OtrasCausas = "otras"

export interface InscripcionAnimalesDatos {
nombre: NombreYApellidos
dni: DNINIE
direccion: Direccion
municipio: Municipio
provincia: Provincia
cp: CodigoPostal
telefono: Telefono
email: CorreoElectronico
tramite: TramiteQueSolicita
tipoAnimal: EspecieDelAnimal
nombreAnimal: NombreDelAnimal
raza: Raza
sexo: SexoDelAnimal
marcas?: ColorCapaYSenalesParticulares
fechaNacimiento: FechaDeNacimientoDelAnimal
chip: NumeroDeMicrochip
firmaAceptada: FirmaDeLaSolicitud
motivo?: MotivoDeLaBaja
}
