package patterns

func (r *reading) rebound(ord order) {}
