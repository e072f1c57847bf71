import { customElementVsCodePlugin } from 'custom-element-vs-code-integration'

/**
 * `cem analyze` reads the JSDoc of every element module (@customElement, @attr, @fires, @csspart, @cssprop) into
 * dist/custom-elements.json (package.json "customElements") and VS Code's HTML/CSS custom data.
 */
export default {
  globs: ['src/elements/shelf-*.ts', 'src/elements/shelf-*.tsx'],
  exclude: ['src/**/*.test.*'],
  outdir: 'dist',
  litelement: true,
  packagejson: false,
  plugins: [
    customElementVsCodePlugin({
      outdir: 'dist',
      htmlFileName: 'vscode.html-data.json',
      cssFileName: 'vscode.css-data.json',
    }),
  ],
}
