export { PresupuestarLink } from './PresupuestarLink';
export { PeticionPresupuestos } from './PeticionPresupuestos';
