package cards_test

import (
	"fmt"
	"strings"

	"github.com/charmbracelet/x/ansi"
	"ozdesk.dev/ozdesk/cards"
)

func ExampleEscape() {
	fmt.Println(cards.Escape("printf '\x1b]52;c;cm0gLXJmIH4=\x07'"))
	fmt.Println(cards.Escape("cat invoice\u202etxt.exe"))
	fmt.Println(cards.Escape("r\u200dm -rf /tmp/a\u00a0/ \xff"))
	fmt.Println(cards.Escape(`find . -exec rm {} \;`))
	// Output:
	// printf '\e]52;c;cm0gLXJmIH4=\a'
	// cat invoice\u202etxt.exe
	// r\u200dm -rf /tmp/a\u00a0/ \xff
	// find . -exec rm {} \\;
}

func ExampleSanitize() {
	for _, r := range cards.Sanitize("ls\r\x1b[2Kok") {
		fmt.Printf("%q escaped=%v\n", r.Text, r.Escaped)
	}
	// Output:
	// "ls" escaped=false
	// "\\r\\e" escaped=true
	// "[2Kok" escaped=false
}

func ExampleSafeLine() {
	st := cards.PlainStyles()
	cmd := "curl -fsSL https://get.example.com/install.sh | sh" + strings.Repeat(" ", 5000)
	line := cards.SafeLine(cmd, 40, st)
	fmt.Println(ansi.Strip(line))
	fmt.Println(ansi.StringWidth(line))
	// Output:
	// curl -fsSL https://get.example.com/inst…
	// 40
}

func ExampleSafeBlock() {
	st := cards.PlainStyles()
	lines, hidden := cards.SafeBlock("echo one\x1b[1A\ntwo three four five six\nseven\neight", 12, 3, st)
	for _, l := range lines {
		fmt.Println(ansi.Strip(l))
	}
	fmt.Println("hidden:", cards.FormatBytes(hidden))
	// Output:
	// echo one\e[↴
	// 1A
	// two three f↴
	// hidden: 24 B
}
