package drive

import tea "charm.land/bubbletea/v2"

// named are the keys written by name.
var named = map[string]tea.Key{
	"enter": {Code: tea.KeyEnter}, "esc": {Code: tea.KeyEscape}, "tab": {Code: tea.KeyTab},
	"shift+tab": {Code: tea.KeyTab, Mod: tea.ModShift}, "up": {Code: tea.KeyUp}, "down": {Code: tea.KeyDown},
	"left": {Code: tea.KeyLeft}, "right": {Code: tea.KeyRight}, "space": {Code: tea.KeySpace, Text: " "},
	"backspace": {Code: tea.KeyBackspace}, "ctrl+c": {Code: 'c', Mod: tea.ModCtrl},
	"pgdown": {Code: tea.KeyPgDown}, "pgup": {Code: tea.KeyPgUp}, "home": {Code: tea.KeyHome}, "end": {Code: tea.KeyEnd},
}

// KeyMsgs returns the key presses k stands for: a named key ("enter",
// "shift+tab"), or each rune of k typed.
func KeyMsgs(k string) []tea.Msg {
	if key, ok := named[k]; ok {
		return []tea.Msg{tea.KeyPressMsg(key)}
	}
	var out []tea.Msg
	for _, r := range k {
		out = append(out, tea.KeyPressMsg(tea.Key{Code: r, Text: string(r)}))
	}
	return out
}
