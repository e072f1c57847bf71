import { customElementVsCodePlugin } from 'custom-element-vs-code-integration'

/** The manifest names the published modules (`dist/elements/shelf-x.js`), not the sources it read. */
const toPublishedPath = (path) => path.replace(/^src\/(.*)\.tsx?$/, 'dist/$1.js')

const publishedPaths = {
  name: 'shelfkit-published-paths',
  packageLinkPhase({ customElementsManifest }) {
    for (const module of customElementsManifest.modules) {
      module.path = toPublishedPath(module.path)
      for (const declaration of module.declarations ?? []) {
        // `extends reactElementClass(…)` is a factory call, not a class a consumer could import.
        if (declaration.superclass?.module?.includes('src/')) delete declaration.superclass
        if (declaration.mixins) {
          declaration.mixins = declaration.mixins.filter((mixin) => !mixin.module?.includes('src/'))
          if (declaration.mixins.length === 0) delete declaration.mixins
        }
      }
      for (const entry of module.exports ?? []) {
        if (entry.declaration?.module) entry.declaration.module = toPublishedPath(entry.declaration.module)
      }
    }
  },
}

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
    publishedPaths,
    customElementVsCodePlugin({
      outdir: 'dist',
      htmlFileName: 'vscode.html-data.json',
      cssFileName: 'vscode.css-data.json',
    }),
  ],
}
