package patterns

// secondEvaluation is filled in below.
func (r *reading) secondEvaluation() {}
