// `Nueva petición`: a request typed in from another channel, offered on both lists.
export { NuevaPeticionButton } from './NuevaPeticionButton';
