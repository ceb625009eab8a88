// Generado por `npm run generate` a partir de procedures/. No editar a mano.
export type NombreYApellidos = string
/**
 * 8 cifras y letra (DNI) o X, Y o Z, 7 cifras y letra (NIE).
 */
export type DNINIE = string
export type DomicilioFiscal = string
export type Municipio = string
export type Provincia = string
export type CodigoPostal = string
export type Telefono = string
export type CorreoElectronico = string
export type ImpuestoSobreVehiculosDeTraccionMecanica = boolean
export type TasaDeSuministroDeAgua = boolean
export type IBIDeNaturalezaUrbana = boolean
export type TasaDeRecogidaDeBasuras = boolean
export type IBIDeNaturalezaRustica = boolean
export type OtrosTributos = boolean
export type TitularDeLaCuenta = string
/**
 * 8 cifras y letra (DNI) o X, Y o Z, 7 cifras y letra (NIE).
 */
export type DNINIEDelTitularDeLaCuenta = string
/**
 * IBAN español: ES, 2 dígitos de control y 20 cifras.
 */
export type IBAN = string
/**
 * 4 cifras.
 */
export type Entidad = string
/**
 * 4 cifras.
 */
export type Oficina = string
/**
 * 2 cifras.
 */
export type DigitosDeControlDC = string
/**
 * 10 cifras.
 */
export type NumeroDeCuenta = string
/**
 * Casilla de firma o consentimiento: debe estar marcada para enviar.
 */
export type FirmaElectronicaDeLaOrden = true
export type MatriculasDeLosVehiculos = string
export type NumeroDeAbonadoODeContratoDelAgua = string
export type InmueblesUrbanosReferenciaCatastralODireccion = string
export type FincasRusticasReferenciaCatastralOPoligonoYParcela = string
export type OtrosTributosQueSeDomicilian = string

/**
 * Marque los tributos municipales cuyos recibos quiere pagar por banco e indique la cuenta de cargo.
 */
export interface DomiciliacionDatos {
nombre: NombreYApellidos
dni: DNINIE
domicilioFiscal: DomicilioFiscal
municipio: Municipio
provincia: Provincia
cp: CodigoPostal
telefono: Telefono
email: CorreoElectronico
vehiculos?: ImpuestoSobreVehiculosDeTraccionMecanica
agua?: TasaDeSuministroDeAgua
ibiUrbana?: IBIDeNaturalezaUrbana
tasaBasuras?: TasaDeRecogidaDeBasuras
ibiRustica?: IBIDeNaturalezaRustica
otrosTributos?: OtrosTributos
titularCuenta: TitularDeLaCuenta
dniTitular: DNINIEDelTitularDeLaCuenta
iban: IBAN
entidad: Entidad
agencia: Oficina
dc: DigitosDeControlDC
numeroCuenta: NumeroDeCuenta
firmaAceptada: FirmaElectronicaDeLaOrden
vehiculoDetalle?: MatriculasDeLosVehiculos
aguaCuenta?: NumeroDeAbonadoODeContratoDelAgua
ibiUrbanaDetalle?: InmueblesUrbanosReferenciaCatastralODireccion
ibiRusticaDetalle?: FincasRusticasReferenciaCatastralOPoligonoYParcela
otrosTributosDetalle?: OtrosTributosQueSeDomicilian
}
