// Every page but /signin (index.html): the app starts at once.
import { startApp } from './app/startApp';
import './styles.css';

startApp();
