package patterns

import (
	"testing"
)

// fx62c (issue 7, rt62 §6): awk, sed, gdb and vim program files named by
// options are read in their languages, wherever they are; each
// dangerous row was allowed on the base (88bacec7).

// fx62cFiles are the files of TestFx62cLangFiles: under the project
// (home/proj), one directory up, and outside the home (tmp).
var fx62cFiles = map[string]string{
	"home/proj/d.awk":       "BEGIN { system(\"rm -rf ~\") }\n",
	"home/proj/pipe.awk":    "BEGIN { print \"x\" | \"rm -rf ~\" }\n",
	"home/proj/sh.awk":      "BEGIN { print \"rm -rf ~\" | \"sh\" }\n",
	"home/proj/dyn.awk":     "{ system($0) }\n",
	"home/proj/inc.awk":     "@include \"d.awk\"\nBEGIN { x = 1 }\n",
	"home/proj/load.awk":    "@load \"/tmp/evil\"\nBEGIN { x = 1 }\n",
	"home/proj/d.sed":       "1e rm -rf ~\n",
	"home/proj/se.sed":      "s/.*/id/e\n",
	"home/proj/w.sed":       "/x/w ../.bashrc\n",
	"home/proj/d.gdb":       "break main\nshell rm -rf ~\n",
	"home/proj/bang.gdb":    "!rm -rf ~\n",
	"home/proj/ew.gdb":      "set exec-wrapper rm -rf ~\nrun\n",
	"home/proj/src.gdb":     "source d.gdb\n",
	"home/proj/args.gdb":    "run $(rm -rf ~)\n",
	"home/proj/eval.gdb":    "eval \"shell %s\", $cmd\n",
	"home/proj/d.vim":       ":!rm -rf ~\n",
	"home/proj/w.vim":       "w !rm -rf ~\n",
	"home/proj/sys.vim":     "call system('rm -rf ~')\n",
	"home/proj/sysdyn.vim":  "call system(g:cmd)\n",
	"home/proj/au.vim":      "autocmd VimEnter * !rm -rf ~\n",
	"home/proj/exe.vim":     "exe '!rm' . ' -rf ~'\n",
	"home/proj/so.vim":      "\" load the other\nsource d.vim\n",
	"home/proj/term.vim":    "terminal rm -rf ~\n",
	"home/tools/d.awk":      "BEGIN { system(\"rm -rf ~\") }\n",
	"tmp/d.sed":             "1e rm -rf ~\n",
	"tmp/d.gdb":             "shell rm -rf ~\n",
	"tmp/d.vim":             ":silent !rm -rf ~\n",
	"home/proj/sum.awk":     "BEGIN { FS = \",\" }\n$1 ~ /^(GET|POST)$/ { s += $2 / 2 }\nEND { \"date\" | getline d; print s, d }\n",
	"home/proj/fix.sed":     "# tidy\ns/foo/bar/g\n/^#/d\n",
	"home/proj/.gdbinit":    "set pagination off\nbreak main\nrun\nbt\npython\nimport os\nend\n",
	"home/proj/Session.vim": "let SessionLoad = 1\nsilent only\ncd ~/proj\nif expand('%') == '' && !&modified\n  let s:wipebuf = bufnr('%')\nendif\nbadd +1 main.go\nexe 'normal! zt'\nexe 'cd ' . fnameescape(v:this_session)\nlet s:sx = expand(\"<sfile>:p:r\").\"x.vim\"\nif filereadable(s:sx)\n  exe \"source \" . fnameescape(s:sx)\nendif\n",
}

// fx62cCases: the command, the rule that must ask ("" for allowed) and a
// piece of its reason.
var fx62cCases = []diskScriptCase{
	{"awk -f d.awk x", "cmd.delete-home", "the awk program file d.awk runs: rm -rf ~"},
	{"gawk --file=d.awk x", "cmd.delete-home", "d.awk runs"},
	{"mawk -f pipe.awk", "cmd.delete-home", "pipe.awk runs"},
	{"awk -f sh.awk", UnreadableRule, "pipes what it prints to sh"},
	{"awk -f dyn.awk f", UnreadableRule, "runs a command made at run time"},
	{"gawk -f inc.awk f", "cmd.delete-home", "inc.awk runs"},
	{"gawk -i d.awk 'BEGIN { x = 1 }'", "cmd.delete-home", "d.awk runs"},
	{"gawk '@include \"d.awk\"; BEGIN { x = 1 }'", "cmd.delete-home", "d.awk runs"},
	{"gawk -f load.awk f", UnreadableRule, "loads native code"},
	{"awk -f ../tools/d.awk x", "cmd.delete-home", "../tools/d.awk runs"},
	{"sed -f d.sed x", "cmd.delete-home", "the sed program file d.sed runs: rm -rf ~"},
	{"sed -n -f @ROOT@/tmp/d.sed x", "cmd.delete-home", "d.sed runs"},
	{"sed -f se.sed x", UnreadableRule, "s///e"},
	{"sed -f w.sed x", "cmd.delete-outside", "w.sed runs: : > '../.bashrc'"},
	{"gdb -x d.gdb ./a", "cmd.delete-home", "the gdb program file d.gdb runs: rm -rf ~"},
	{"gdb -batch --command=bang.gdb ./a", "cmd.delete-home", "bang.gdb runs"},
	{"gdb -ix @ROOT@/tmp/d.gdb ./a", "cmd.delete-home", "d.gdb runs"},
	{"gdb -x ew.gdb ./a", "cmd.delete-home", "ew.gdb runs"},
	{"gdb -x src.gdb ./a", "cmd.delete-home", "src.gdb runs"},
	{"gdb -ex 'source d.gdb' ./a", "cmd.delete-home", "d.gdb runs"},
	{"gdb -x args.gdb ./a", "cmd.delete-home", "args.gdb runs"},
	{"gdb -x eval.gdb ./a", UnreadableRule, "code the reader does not read"},
	{"vim -S d.vim x", "cmd.delete-home", "the vim program file d.vim runs: rm -rf ~"},
	{"nvim -u d.vim", "cmd.delete-home", "d.vim runs"},
	{"vim -S w.vim x", "cmd.delete-home", "w.vim runs"},
	{"vim -S sys.vim", "cmd.delete-home", "sys.vim runs"},
	{"vim -S sysdyn.vim", UnreadableRule, "runs a command not literal"},
	{"vim -S au.vim", "cmd.delete-home", "au.vim runs"},
	{"vim -S exe.vim", "cmd.delete-home", "exe.vim runs"},
	{"vim -S so.vim", "cmd.delete-home", "so.vim runs"},
	{"vim -S term.vim", "cmd.delete-home", "term.vim runs"},
	{"vim +'source d.vim' x", "cmd.delete-home", "d.vim runs"},
	{"vim -c 'so d.vim' x", "cmd.delete-home", "d.vim runs"},
	{"vim -S @ROOT@/tmp/d.vim", "cmd.delete-home", "d.vim runs"},
	// everyday
	{"awk -f sum.awk data.csv", "", ""},
	{"awk -F, -f sum.awk data.csv", "", ""},
	{"sed -f fix.sed f", "", ""},
	{"sed -i -f fix.sed f", "", ""},
	{"gdb -x .gdbinit ./a", "", ""},
	{"gdb -batch -ex 'source .gdbinit' ./a", "", ""},
	{"vim -S Session.vim", "", ""},
	{"vim +'source Session.vim'", "", ""},
	{"vim -u NONE f", "", ""},
	{"awk -f missing.awk f", "", ""},
	{"gawk --sandbox -f d.awk f", "", ""},
}

// TestFx62cLangFiles checks fx62cCases over real files, and that without
// them each ask goes (the ask comes from disk).
func TestFx62cLangFiles(t *testing.T) { checkDiskScripts(t, fx62cFiles, fx62cCases) }
