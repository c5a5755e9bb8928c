#!/bin/sh
# A stand-in PreToolUse hook for learning Claude Code's hook protocol.
# Usage: standin-hook.sh LOG MODE [ARG]
# Appends its stdin (one JSON object) as a line to LOG, then answers by MODE:
#   allow|deny|ask|defer  exit 0 with {"hookSpecificOutput":{... "permissionDecision":MODE ...}}
#   exit2              exit 2 with a reason on stderr
#   exit1              exit 1 with a message on stderr
#   silent             exit 0 with nothing on stdout
#   malformed          exit 0 with broken JSON on stdout
#   sleep              sleep ARG seconds, then answer allow; a signal it gets is
#                      appended to LOG.signals
#   invalid            exit 0 with valid JSON whose permissionDecision is not a known value
# It also writes its working directory and environment to LOG.env.
# The reason carries the mode so tests can find where it shows up.
log=$1
mode=$2
input=$(cat)
printf '%s\n' "$input" >>"$log"
{
	echo "PWD=$(pwd)"
	env
} >"$log.env"
decide() {
	printf '{"hookSpecificOutput":{"hookEventName":"PreToolUse","permissionDecision":"%s","permissionDecisionReason":"standin-%s-reason"}}\n' "$1" "$1"
}
case $mode in
allow | deny | ask | defer) decide "$mode" ;;
exit2)
	echo "standin-exit2-reason" >&2
	exit 2
	;;
exit1)
	echo "standin-exit1-message" >&2
	exit 1
	;;
silent) ;;
malformed) echo '{"hookSpecificOutput":{"permissionDecision":"deny",' ;;
invalid) decide maybe ;;
sleep)
	trap 'echo TERM >>"$log.signals"; kill $pid 2>/dev/null; exit 143' TERM
	trap 'echo INT >>"$log.signals"; kill $pid 2>/dev/null; exit 130' INT
	trap 'echo HUP >>"$log.signals"; kill $pid 2>/dev/null; exit 129' HUP
	sleep "$3" &
	pid=$!
	wait $pid
	decide allow
	;;
*)
	echo "standin-hook: unknown mode $mode" >&2
	exit 2
	;;
esac
