package patterns

// Context is what classes judge an operand against: where the command runs
// and for whom. The caller fills it; the zero value means "nothing known",
// and every class then answers with the doubt that leaves (might, never
// certainly).
type Context struct {
	// Cwd is the directory the command runs in (the ask's working
	// directory), absolute.
	Cwd string
	// Workdir is the directory the agent's task owns; when empty, Cwd.
	Workdir string
	// Home is the home directory of the user the command runs as.
	Home string
	// DefaultBranch is the repository's default branch when known
	// (see [RepoDefaultBranch]); main, master, trunk and develop always
	// count as default branches too.
	DefaultBranch string
	// Egress is the egress list: host names, a leading "*." allowed.
	Egress []string
	// Protected are paths ozdesk guards for itself (its store's directory,
	// its policy files): the [protected] class.
	Protected []string
	// Agent is the agent asking; Node the machine it runs on.
	Agent, Node string
}

// WorkdirOrCwd returns Workdir, or Cwd when Workdir is empty.
func (c *Context) WorkdirOrCwd() string {
	if c.Workdir != "" {
		return c.Workdir
	}
	return c.Cwd
}
