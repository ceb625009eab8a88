// Generado por `npm run generate` a partir de procedures/. No editar a mano.
export type NombreYApellidos = string
/**
 * 8 cifras y letra (DNI) o X, Y o Z, 7 cifras y letra (NIE).
 */
export type DNINIE = string
export type Domicilio = string
export type CorreoElectronico = string
export type FechaDeLaDeclaracion = string
/**
 * Casilla de firma o consentimiento: debe estar marcada para enviar.
 */
export type FirmaDeLaDeclaracion = true

export interface DeclaracionJuradaPppDatos {
nombre: NombreYApellidos
dni: DNINIE
domicilio: Domicilio
email: CorreoElectronico
fecha: FechaDeLaDeclaracion
firmaAceptada: FirmaDeLaDeclaracion
}
