package patterns

// composeFrontEnds are the compose programs that stand for an engine's
// compose verb: `docker-compose run -v /:/host app ls` is `docker compose
// run -v /:/host app ls` and gives the container the host alike (fx36q).
var composeFrontEnds = lazy[map[string]bool]{build: func() map[string]bool {
	return map[string]bool{"docker-compose": true, "podman-compose": true, "nerdctl-compose": true}
}}

// containerVerb finds the verb [host-container] reads in a container
// engine's words (run, create, exec; `container run`; compose's run and
// exec, whatever compose options stand before them) and the options that
// verb takes; nil when there is none. frontEnd is set for a compose program
// (docker-compose …), whose words are compose's from the first.
func containerVerb(words []Word, frontEnd bool) (int, *optSpec) {
	i, compose := 1, frontEnd
	if !frontEnd {
		i = dockerGlobal.scan(words, 1).next
		if i < len(words) && (isLit(words[i], "container") || isLit(words[i], "compose")) {
			compose = isLit(words[i], "compose")
			i++
		}
	}
	for compose && i < len(words) && !isLit(words[i], "run") && !isLit(words[i], "exec") {
		i++
	}
	if i >= len(words) {
		return 0, nil
	}
	switch {
	case isLit(words[i], "run"), isLit(words[i], "create"):
		return i, &dockerRun
	case isLit(words[i], "exec"):
		return i, &dockerExec
	}
	return 0, nil
}
