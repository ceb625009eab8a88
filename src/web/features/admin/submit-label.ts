/** The submit button's text for a create/edit form: `create` names the upload ('Subir noticia'). */
export function submitLabel(create: string, editing: boolean, sending: boolean): string {
  if (editing) return sending ? 'Guardando...' : 'Guardar cambios';
  return sending ? 'Subiendo...' : create;
}
