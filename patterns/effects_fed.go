package patterns

func (r *reading) fedFunctions() {}
