// The bundle's entry: global styles, then boot (src/app/boot.tsx) into #root.
import { boot } from './app/boot';
import './app/styles/global.css';

const container = document.getElementById('root');
if (container) void boot(container);
