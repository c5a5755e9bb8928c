// ozdesk's guard for opencode: every bash tool call waits for `ozdesk ask`,
// and runs only when ozdesk allows it (exit 0); every call of its file
// tools (write, edit, multiedit, apply_patch, patch) is judged by
// `ozdesk hook opencode --file-tool` as the files it writes. A refusal, nobody deciding
// in time, a store that cannot be read, ozdesk missing or failing, or no
// answer in time throws, and opencode does not run the command: the throw
// is the only way a plugin blocks a tool.
//
// Printed by `ozdesk hook opencode --plugin`; put it in .opencode/plugin/
// (or ~/.config/opencode/plugin/). Regenerate it rather than edit it: the
// settings below are what the flags said.
import { spawn } from "node:child_process"
import { statSync } from "node:fs"
import path from "node:path"

const OZDESK = /*ozdesk:settings*/ { ozdesk: "ozdesk", agent: "opencode", waitSeconds: 840 } /*ozdesk:end*/

// How long after --wait the plugin stops waiting for ozdesk itself.
const GRACE_MS = 30000
// The most of ozdesk's output kept for a refusal's reason.
const MAX_OUTPUT = 65536

// judged returns the command, the directory it runs in (args.workdir when
// the model gave one, relative: from opencode's directory; else that
// directory) and the task's workdir, opencode's directory whatever the
// model chose (what deleting outside it is measured against). Anything
// else refuses.
function judged(args, directory) {
  if (args === null || typeof args !== "object") throw new Error("ozdesk: the bash call has no arguments; the command is refused")
  const { command, workdir } = args
  if (typeof command !== "string" || command.trim() === "") throw new Error("ozdesk: the bash call's command is not a non-empty string; the command is refused")
  if (workdir !== undefined && workdir !== null && typeof workdir !== "string") throw new Error("ozdesk: the bash call's workdir is not a string; the command is refused")
  if (typeof directory !== "string" || !path.isAbsolute(directory)) throw new Error("ozdesk: opencode named no absolute directory; the command is refused")
  return { command, cwd: workdir ? path.resolve(directory, workdir) : directory, workdir: directory }
}

// which is name's file on PATH, or undefined.
function which(name) {
  for (const dir of (process.env.PATH || "").split(path.delimiter)) {
    if (!dir) continue
    const p = path.join(dir, name)
    try {
      if (statSync(p).isFile()) return p
    } catch {}
  }
  return undefined
}

// shellOf is the shell opencode runs its bash tool with, found as opencode
// 1.18 finds it (Shell.acceptable): the configured shell, else $SHELL,
// unless it is fish or nu: the file itself when absolute, else found on
// PATH; failing that, bash on PATH, else /bin/sh.
function shellOf(configured) {
  const want = configured || process.env.SHELL
  const name = want ? path.basename(want).toLowerCase() : ""
  if (want && name !== "fish" && name !== "nu") {
    if (path.isAbsolute(want)) {
      try {
        if (statSync(want).isFile()) return want
      } catch {}
    } else {
      const found = which(want)
      if (found) return found
    }
  }
  return which("bash") || "/bin/sh"
}

// ask runs `ozdesk ask` with the command on standard input (ozdesk
// takes off one final newline) and resolves to how it ended (see run).
function ask(command, cwd, workdir, session, shell) {
  const args = ["ask", "--agent", OZDESK.agent, "--cwd", cwd, "--workdir", workdir, "--wait", OZDESK.waitSeconds + "s", "--shell", shell]
  if (typeof session === "string" && session !== "") args.push("--session", session)
  return run(args, command + "\n")
}

// reason is one line for the model, from what ozdesk printed.
function reason(r) {
  const said = (r.out.trim() || r.err.trim()).slice(0, 2000)
  if (r.error) return `ozdesk could not be run (${r.error.message}); the command is refused`
  if (r.timedOut) return "ozdesk did not answer in time; the command is refused"
  if (r.signal) return `ozdesk was stopped by ${r.signal}; the command is refused`
  if (r.code === 1 || r.code === 3) return `ozdesk: ${said}`
  return `ozdesk failed (exit ${r.code}${said ? ": " + said : ""}); the command is refused`
}

// configuredShell is opencode's `shell` setting, or undefined; a client
// that cannot say refuses.
async function configuredShell(client) {
  if (!client || !client.config || typeof client.config.get !== "function") return undefined
  let res
  try {
    res = await client.config.get()
  } catch (e) {
    throw new Error(`ozdesk: opencode's settings could not be read (${e && e.message}); the command is refused`)
  }
  if (!res || res.error || !res.data) throw new Error("ozdesk: opencode's settings could not be read; the command is refused")
  const shell = res.data.shell
  if (shell !== undefined && shell !== null && typeof shell !== "string") throw new Error("ozdesk: opencode's shell setting is not a string; the command is refused")
  return shell || undefined
}

// FILE_TOOLS are opencode's tools that write files without a shell: each
// call goes to `ozdesk hook opencode --file-tool`, which answers {} (let
// opencode's own permission decide) or a deny with its reason.
const FILE_TOOLS = new Set(["write", "edit", "multiedit", "apply_patch", "patch"])

// run runs ozdesk with args and input on standard input, and resolves to
// how it ended: its exit code (or the signal or error that stopped it)
// and what it printed.
function run(args, input) {
  return new Promise((resolve) => {
    let out = ""
    let err = ""
    let done = false
    const finish = (r) => {
      if (done) return
      done = true
      clearTimeout(timer)
      resolve({ out, err, ...r })
    }
    let child
    try {
      child = spawn(OZDESK.ozdesk, args, { stdio: ["pipe", "pipe", "pipe"] })
    } catch (e) {
      finish({ error: e })
      return
    }
    const timer = setTimeout(() => {
      // SIGTERM withdraws a pending ask; SIGKILL if ozdesk does not stop.
      child.kill("SIGTERM")
      setTimeout(() => child.kill("SIGKILL"), 5000).unref()
      finish({ timedOut: true })
    }, OZDESK.waitSeconds * 1000 + GRACE_MS)
    child.stdout.on("data", (b) => { if (out.length < MAX_OUTPUT) out += b })
    child.stderr.on("data", (b) => { if (err.length < MAX_OUTPUT) err += b })
    child.on("error", (e) => finish({ error: e }))
    child.on("close", (code, signal) => finish({ code, signal }))
    child.stdin.on("error", () => {})
    child.stdin.end(input)
  })
}

// judgeFile sends a file tool's call to ozdesk and throws unless ozdesk
// answered {} at exit 0: a deny, ozdesk missing or failing, or no answer
// in time all block the write.
async function judgeFile(tool, args, directory, session) {
  if (typeof directory !== "string" || !path.isAbsolute(directory)) throw new Error("ozdesk: opencode named no absolute directory; the write is refused")
  const call = JSON.stringify({ tool, args: args === undefined ? null : args, directory, session: typeof session === "string" ? session : "" })
  const r = await run(["hook", "opencode", "--file-tool", "--agent", OZDESK.agent, "--wait", OZDESK.waitSeconds + "s"], call)
  if (r.error || r.timedOut || r.signal || r.code !== 0) throw new Error(reason(r).replace("the command is refused", "the write is refused"))
  let answer
  try {
    answer = JSON.parse(r.out)
  } catch {
    throw new Error("ozdesk's answer could not be read; the write is refused")
  }
  if (answer === null || typeof answer !== "object" || Array.isArray(answer)) throw new Error("ozdesk's answer could not be read; the write is refused")
  if (Object.keys(answer).length === 0) return
  throw new Error(typeof answer.reason === "string" && answer.reason !== "" ? answer.reason.slice(0, 2000) : "ozdesk refused the write")
}

// BATCH is opencode's experimental batch tool (experimental.batch_tool in
// opencode.json): one call that runs other tools' calls, bash among them,
// inside it, where this hook cannot be sure to see them. Every batch call
// throws: the model makes each call on its own. Every other tool (read,
// grep, glob, webfetch, todowrite, task, an MCP server's tools…) is not
// judged here and goes to opencode's own permission: a task's subagent
// runs its bash and file calls as calls of its own, which come here; an
// MCP server is a program opencode.json starts, and that file is guarded.
const BATCH = "batch"

export const OzdeskGuard = async ({ directory, client }) => ({
  "tool.execute.before": async (input, output) => {
    if (input && typeof input.tool === "string" && input.tool.toLowerCase() === BATCH) {
      throw new Error("ozdesk: opencode's batch tool runs other tools' calls inside one call, which ozdesk cannot judge one by one; it is refused: make each call on its own")
    }
    if (input && FILE_TOOLS.has(input.tool)) return judgeFile(input.tool, output && output.args, directory, input.sessionID)
    if (!input || input.tool !== "bash") return
    const { command, cwd, workdir } = judged(output && output.args, directory)
    const shell = shellOf(await configuredShell(client))
    // opencode 1.18's bash tool hands the command to the shell once
    // (spawn with shell: SHELL, i.e. SHELL -c command): measured, a
    // $PWD in single quotes stays $PWD, so the command is judged as it is.
    const r = await ask(command, cwd, workdir, input.sessionID, shell)
    if (r.code === 0 && !r.error && !r.timedOut) return
    throw new Error(reason(r))
  },
})
