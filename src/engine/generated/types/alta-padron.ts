// Generado por `npm run generate` a partir de procedures/. No editar a mano.
export type HeLeidoYAceptoLaNormativaLegal = true
export type NucleoODiseminado = string
export type TipoDeVivienda = string
export type Manzana = string
export type CodigoDeVia = string
export type CodigoDePseudovia = string
export type NumeroDeHojaPadronalNHOP = string
export type Provincia = string
export type Municipio = string
export type Distrito = string
export type Seccion = string
export type EntidadColectiva = string
export type EntidadSingular = string
/**
 * @minItems 1
 * @maxItems 20
 */
export type PersonasQueSeInscriben = [Persona]|[Persona, Persona]|[Persona, Persona, Persona]|[Persona, Persona, Persona, Persona]|[Persona, Persona, Persona, Persona, Persona]|[Persona, Persona, Persona, Persona, Persona, Persona]|[Persona, Persona, Persona, Persona, Persona, Persona, Persona]|[Persona, Persona, Persona, Persona, Persona, Persona, Persona, Persona]|[Persona, Persona, Persona, Persona, Persona, Persona, Persona, Persona, Persona]|[Persona, Persona, Persona, Persona, Persona, Persona, Persona, Persona, Persona, Persona]|[Persona, Persona, Persona, Persona, Persona, Persona, Persona, Persona, Persona, Persona, Persona]|[Persona, Persona, Persona, Persona, Persona, Persona, Persona, Persona, Persona, Persona, Persona, Persona]|[Persona, Persona, Persona, Persona, Persona, Persona, Persona, Persona, Persona, Persona, Persona, Persona, Persona]|[Persona, Persona, Persona, Persona, Persona, Persona, Persona, Persona, Persona, Persona, Persona, Persona, Persona, Persona]|[Persona, Persona, Persona, Persona, Persona, Persona, Persona, Persona, Persona, Persona, Persona, Persona, Persona, Persona, Persona]|[Persona, Persona, Persona, Persona, Persona, Persona, Persona, Persona, Persona, Persona, Persona, Persona, Persona, Persona, Persona, Persona]|[Persona, Persona, Persona, Persona, Persona, Persona, Persona, Persona, Persona, Persona, Persona, Persona, Persona, Persona, Persona, Persona, Persona]|[Persona, Persona, Persona, Persona, Persona, Persona, Persona, Persona, Persona, Persona, Persona, Persona, Persona, Persona, Persona, Persona, Persona, Persona]|[Persona, Persona, Persona, Persona, Persona, Persona, Persona, Persona, Persona, Persona, Persona, Persona, Persona, Persona, Persona, Persona, Persona, Persona, Persona]|[Persona, Persona, Persona, Persona, Persona, Persona, Persona, Persona, Persona, Persona, Persona, Persona, Persona, Persona, Persona, Persona, Persona, Persona, Persona, Persona]
export type NombreYApellidos = string
/**
 * 8 cifras y letra (DNI) o X, Y o Z, 7 cifras y letra (NIE).
 */
export type DNINIE = string
export type FechaDeNacimiento = string
export type ProvinciaDeNacimiento = string
export type MunicipioDeNacimiento = string
export type PaisDeNacimiento = string
export type Nacionalidad = string
export type NivelDeEstudios = ((MenorDe16Anos | NoSabeLeerNiEscribir | SinEstudios | EnsenanzaPrimariaIncompleta | GraduadoEscolarOESO | FormacionProfesionalDeGradoMedio | FormacionProfesionalDeGradoSuperior | Bachillerato | TitulacionesDeGradoMedio | DiplomaturaUniversitaria | IngenieriaTecnicaOArquitecturaTecnica | LicenciaturaOGradoUniversitario | TitulacionesSuperioresNoUniversitarias | MasterODoctorado) & string)
export type MenorDe16Anos = "00"
export type NoSabeLeerNiEscribir = "11"
export type SinEstudios = "21"
export type EnsenanzaPrimariaIncompleta = "22"
export type GraduadoEscolarOESO = "31"
export type FormacionProfesionalDeGradoMedio = "32"
export type FormacionProfesionalDeGradoSuperior = "41"
export type Bachillerato = "42"
export type TitulacionesDeGradoMedio = "43"
export type DiplomaturaUniversitaria = "44"
export type IngenieriaTecnicaOArquitecturaTecnica = "45"
export type LicenciaturaOGradoUniversitario = "46"
export type TitulacionesSuperioresNoUniversitarias = "47"
export type MasterODoctorado = "48"
export type CausaDelAlta = string
export type TipoDeDocumentacion = ((MayorDeEdad | MenorDeEdadConAutorizacionDeSusPadres | MenorBajoGuardaOCustodia | PersonaConLaCapacidadModificadaJudicialmente | AutorizacionDeLaPersonaTitularDeLaVivienda) & string)
export type MayorDeEdad = "mayor"
export type MenorDeEdadConAutorizacionDeSusPadres = "menor"
export type MenorBajoGuardaOCustodia = "custodia"
export type PersonaConLaCapacidadModificadaJudicialmente = "incapacitado"
export type AutorizacionDeLaPersonaTitularDeLaVivienda = "autorizacion"
export type ConfirmoQueFirmareLaSolicitudEnPersonaEnElAyuntamiento = true
export type CorreoElectronicoParaNotificaciones = string

export interface AltaPadronDatos {
aceptaNormativa: HeLeidoYAceptoLaNormativaLegal
comunes: DatosDeLaVivienda
personas: PersonasQueSeInscriben
firmaPresencial: ConfirmoQueFirmareLaSolicitudEnPersonaEnElAyuntamiento
emailContacto: CorreoElectronicoParaNotificaciones
}
export interface DatosDeLaVivienda {
nucleo: NucleoODiseminado
tipoVivienda: TipoDeVivienda
manzana?: Manzana
codigoVia: CodigoDeVia
codigoPseudoVia: CodigoDePseudovia
inscripcionNHOP: NumeroDeHojaPadronalNHOP
provincia: Provincia
municipio: Municipio
distrito: Distrito
seccion: Seccion
entidadColectiva?: EntidadColectiva
entidadSingular?: EntidadSingular
}
export interface Persona {
nombre: NombreYApellidos
dni: DNINIE
nacimiento: FechaDeNacimiento
provinciaNacimiento: ProvinciaDeNacimiento
municipioNacimiento: MunicipioDeNacimiento
paisNacimiento: PaisDeNacimiento
nacionalidad: Nacionalidad
estudios: NivelDeEstudios
causa: CausaDelAlta
tipoDoc: TipoDeDocumentacion
}
