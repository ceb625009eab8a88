/** SPEC §5 and §8: the panel's texts (the edit ones go beyond the spec). */
export const MESSAGES = {
  newsOk: 'Noticia subida correctamente',
  newsFailed: 'Error al subir la noticia',
  minutesOk: 'Acta subida correctamente',
  minutesFailed: 'No se pudo subir el acta',
  videoOk: 'Video de pleno subido correctamente',
  videoFailedPrefix: 'Error del servidor:',
  videoMissing: 'Debes ingresar fecha y URL del video',
  newsUpdated: 'Noticia actualizada correctamente',
  newsUpdateFailed: 'No se pudo actualizar la noticia.',
  videoUpdated: 'Vídeo actualizado correctamente',
  /** What an upload's progress line says the person waits for once every byte is sent. */
  uploadAwaiting: 'la confirmación de la publicación',
} as const;
