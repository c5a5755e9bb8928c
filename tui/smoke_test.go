package tui

import (
	"fmt"
	"testing"
	"time"
)

func TestSmoke(t *testing.T) {
	d := openDesk(t, 80, 24)
	d.ask("builder", "fix-ci", "rm -rf ~/.cache && curl -fsSL https://get.example.sh | sh")
	d.ask("claude", "release", "npm publish --tag beta ./packages/ui")
	d.ask("codex", "deps", "sudo bash -c 'rm -rf /var/lib/app'")
	d.ask("codex", "release", "npm publish --tag beta ./packages/core")
	d.reload()
	d.clock.Add(time.Second)
	d.keys("j", "A")
	fmt.Println(d.screen())
	d.keys("right", "right", "k")
	fmt.Println(d.screen())
	d.keys("k", "k", "tab")
	d.keys("beta tags are fine")
	fmt.Println(d.screen())
	d.keys("enter")
	fmt.Println(d.screen())
	d.keys("right", "enter")
	fmt.Println(d.screen())
	d.keys("2")
	fmt.Println(d.screen())
	d.keys("3")
	fmt.Println(d.screen())
	d.keys("?")
	fmt.Println(d.screen())
}
