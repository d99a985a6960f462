import type { CommandSpec, OptionSpec } from './command-tree.js';

export const SHELLS = ['bash', 'zsh', 'fish'] as const;
export type Shell = (typeof SHELLS)[number];

const quote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;
const longAndShort = (options: readonly OptionSpec[]) => options.flatMap((o) => o.flags);

/** `case` arms of a shell function: one per key, echoing its words. */
function caseArms(entries: readonly [string, string][]): string {
  return entries.map(([key, words]) => `    ${quote(key)}) echo ${quote(words)};;`).join('\n');
}

function bashScript(tree: readonly CommandSpec[]): string {
  const key = (spec: CommandSpec) => spec.path.join(' ');
  const subcommands = tree
    .filter((s) => s.subcommands.length > 0)
    .map((s): [string, string] => [key(s), s.subcommands.join(' ')]);
  const options = tree.map((s): [string, string] => [key(s), longAndShort(s.options).join(' ')]);
  const choices = tree.flatMap((s) =>
    s.options
      .filter((o) => o.choices.length > 0)
      .flatMap((o) => o.flags.map((f): [string, string] => [`${key(s)}|${f}`, o.choices.join(' ')])),
  );
  const argumentKinds = tree
    .filter((s) => s.argument !== null && s.subcommands.length === 0)
    .map((s): [string, string] => [key(s), s.argument ?? '']);
  const optionKinds = tree.flatMap((s) =>
    s.options
      .filter((o) => o.dynamic !== null)
      .flatMap((o) => o.flags.map((f): [string, string] => [`${key(s)}|${f}`, o.dynamic ?? ''])),
  );
  const valued = tree.flatMap((s) =>
    s.options.filter((o) => o.takesValue).flatMap((o) => o.flags.map((f) => quote(`${key(s)}|${f}`))),
  );
  return `# rota completion for bash, generated from rota's own commands (rota completion bash)
_rota_subcommands() {
  case "$1" in
${caseArms(subcommands)}
  esac
}
_rota_options() {
  case "$1" in
${caseArms(options)}
  esac
}
_rota_choices() {
  case "$1" in
${caseArms(choices)}
  esac
}
_rota_argument_kind() {
  case "$1" in
${caseArms(argumentKinds)}
  esac
}
_rota_option_kind() {
  case "$1" in
${caseArms(optionKinds)}
  esac
}
# Values that change (export resources, upload kinds, the server's jobs), from rota itself.
_rota_dynamic() {
  [ -n "$1" ] && "\${COMP_WORDS[0]}" __complete "$1" 2>/dev/null
}
_rota_takes_value() {
  case "$1" in
    ${valued.join('|') || "''"}) return 0;;
  esac
  return 1
}
_rota_valued() {
  _rota_takes_value "$1|$2" || _rota_takes_value "|$2"
}
_rota() {
  local cur prev path word i values subs kind npos
  cur="\${COMP_WORDS[COMP_CWORD]}"
  prev=""
  [ "$COMP_CWORD" -gt 0 ] && prev="\${COMP_WORDS[COMP_CWORD-1]}"
  path=""
  npos=0
  i=1
  while [ "$i" -lt "$COMP_CWORD" ]; do
    word="\${COMP_WORDS[i]}"
    if [[ "$word" == -* ]]; then
      _rota_valued "$path" "$word" && i=$((i + 1))
    else
      subs=" $(_rota_subcommands "$path") "
      if [[ "$subs" == *" $word "* ]]; then path="\${path:+$path }$word"; else npos=$((npos + 1)); fi
    fi
    i=$((i + 1))
  done
  if [[ "$prev" == -* ]] && _rota_valued "$path" "$prev"; then
    values="$(_rota_choices "$path|$prev")"
    [ -z "$values" ] && values="$(_rota_choices "|$prev")"
    [ -z "$values" ] && values="$(_rota_dynamic "$(_rota_option_kind "$path|$prev")")"
    if [ -n "$values" ]; then
      COMPREPLY=($(compgen -W "$values" -- "$cur"))
    else
      COMPREPLY=($(compgen -f -- "$cur"))
    fi
    return 0
  fi
  if [[ "$cur" == -* ]]; then
    COMPREPLY=($(compgen -W "$(_rota_options "$path") $(_rota_options '')" -- "$cur"))
  else
    values="$(_rota_subcommands "$path")"
    kind="$(_rota_argument_kind "$path")"
    [ -z "$values" ] && [ "$npos" -eq 0 ] && [ -n "$kind" ] && values="$(_rota_dynamic "$kind")"
    COMPREPLY=($(compgen -W "$values" -- "$cur"))
  fi
}
complete -o default -F _rota rota
`;
}

/** zsh runs the bash function through its bash completion layer (bashcompinit). */
function zshScript(tree: readonly CommandSpec[]): string {
  return `#compdef rota
# rota completion for zsh, generated from rota's own commands (rota completion zsh)
autoload -U +X compinit && compinit
autoload -U +X bashcompinit && bashcompinit
${bashScript(tree)}`;
}

function fishCondition(spec: CommandSpec, tree: readonly CommandSpec[]): string {
  if (spec.path.length === 0) return '';
  const seen = spec.path.map((name) => `__fish_seen_subcommand_from ${name}`);
  const children = tree.find((s) => s.path.join(' ') === spec.path.join(' '))?.subcommands ?? [];
  const leaf = children.length > 0 ? [`not __fish_seen_subcommand_from ${children.join(' ')}`] : [];
  return [...seen, ...leaf].join('; and ');
}

function fishScript(tree: readonly CommandSpec[]): string {
  const lines = [
    "# rota completion for fish, generated from rota's own commands (rota completion fish)",
    'complete -c rota -f',
  ];
  for (const spec of tree) {
    if (spec.argument !== null && spec.subcommands.length === 0 && spec.path.length > 0)
      lines.push(
        `complete -c rota -n ${quote(fishCondition(spec, tree))} -a ${quote(`(rota __complete ${spec.argument})`)}`,
      );
    for (const name of spec.subcommands) {
      const child = tree.find((s) => s.path.join(' ') === [...spec.path, name].join(' '));
      const where = spec.path.length === 0 ? '__fish_use_subcommand' : fishCondition(spec, tree);
      lines.push(`complete -c rota -n ${quote(where)} -a ${name} -d ${quote(child?.description ?? '')}`);
    }
    const where =
      spec.path.length === 0
        ? ''
        : ` -n ${quote(spec.path.map((n) => `__fish_seen_subcommand_from ${n}`).join('; and '))}`;
    for (const option of spec.options) {
      const flags = option.flags
        .map((f) => (f.startsWith('--') ? `-l ${f.slice(2)}` : `-s ${f.slice(1)}`))
        .join(' ');
      const value =
        option.choices.length > 0
          ? ` -xa ${quote(option.choices.join(' '))}`
          : option.dynamic !== null
            ? ` -xa ${quote(`(rota __complete ${option.dynamic})`)}`
            : option.takesValue
              ? ' -r -F'
              : '';
      lines.push(`complete -c rota${where} ${flags}${value} -d ${quote(option.description)}`);
    }
  }
  return `${lines.join('\n')}\n`;
}

/** The completion script of a shell: a registry, one generator per shell. */
export const COMPLETION_SCRIPTS: Readonly<Record<Shell, (tree: readonly CommandSpec[]) => string>> = {
  bash: bashScript,
  zsh: zshScript,
  fish: fishScript,
};
