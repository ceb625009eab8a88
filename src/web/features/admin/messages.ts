/** SPEC §5 and §8: the panel's texts. */
export const MESSAGES = {
  newsOk: 'Noticia subida correctamente',
  newsFailed: 'Error al subir la noticia',
  minutesOk: 'Acta subida correctamente',
  minutesFailed: 'No se pudo subir el acta',
  videoOk: 'Video de pleno subido correctamente',
  videoFailedPrefix: 'Error del servidor:',
  videoMissing: 'Debes ingresar fecha y URL del video',
} as const;
