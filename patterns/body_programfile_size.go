package patterns

import "strconv"

// A program file past the reader's bound (rt54 M21): the reader used to
// stop at the shell script's 64 KiB and pass the file over, so `python3
// mid.py` (87 KiB, `os.system("ozdesk queue approve 1")` on its last
// line) and `python3 bigtop.py` (578 KiB, the line first) were allowed,
// and padding is free for whoever writes the file. The program-file
// reader only looks for lines naming ozdesk, so it reads much further
// than a shell script's reader (programFileMax: 4 MiB), and a file past
// that asks by the floor, as a script past its bound does. On this
// machine 4 of 49,967 .py files and 9 of 10,343 .js/.mjs/.cjs files are
// larger (DEFAULTS.md).

// programFileMax bounds a program file read for lines naming ozdesk.
const programFileMax = 4 << 20

// programFileTooLarge is the unread body of program file f (at path
// file) past programFileMax.
func programFileTooLarge(f programFile, file string) runnerBody {
	return runnerBody{key: "program " + file, word: f.word,
		unread: "the program file " + f.name + " is larger than ozdesk reads (" + strconv.Itoa(programFileMax>>20) + " MiB)"}
}
