package patterns

import "testing"

// fx42bCmdExeCases (fx42b, rt41 allowed 3): cmd.exe /c and /k (from WSL's
// interop) run a cmd command line the reader does not read as bash.
var fx42bCmdExeCases = []evalCase{
	ask(`cmd.exe /c 'rd /s /q %USERPROFILE%'`, "cmd.unreadable"),
	ask(`cmd.exe /C rd /s /q C:\\Users\\me`, "cmd.unreadable"),
	ask(`/mnt/c/Windows/System32/cmd.exe /s /k "del /f /q *"`, "cmd.unreadable"),
	ask(`CMD.EXE /c "$X"`, "cmd.unreadable"),
	ask(`powershell.exe -Command 'Remove-Item -Recurse ~'`, "cmd.unreadable"),
	ask(`pwsh -c 'Remove-Item -Recurse ~'`, "cmd.unreadable"),
	allow(`cmd.exe /?`),
}

func TestFx42bCmdExe(t *testing.T) { runCases(t, fx42bCmdExeCases) }
