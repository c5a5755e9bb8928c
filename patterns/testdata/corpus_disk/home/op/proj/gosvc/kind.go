package gosvc

//go:generate stringer -type=Kind
type Kind int
