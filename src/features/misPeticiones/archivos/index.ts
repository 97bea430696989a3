// A request's files in its dialog (`Archivos`, `Subir boceto`): the dialog's one way in.
export { Archivos } from './Archivos';
