package acpproxy

import (
	"bufio"
	"context"
	"io"
	"strconv"
	"strings"
	"testing"
)

// updateLine is a session/update of the size an agent streams (a message
// chunk of n bytes of text).
func updateLine(n int) string {
	return `{"jsonrpc":"2.0","method":"session/update","params":{"sessionId":"s1","update":{"sessionUpdate":"agent_message_chunk","content":{"type":"text","text":"` +
		strings.Repeat("x", n) + `"}}}}`
}

// BenchmarkDecode: reading the envelope of one message the relay passes
// on, for a small chunk and a 1 MiB one (a file in a diff).
func BenchmarkDecode(b *testing.B) {
	for _, n := range []int{100, 1 << 20} {
		line := []byte(updateLine(n))
		b.Run(strconv.Itoa(n)+"B", func(b *testing.B) {
			b.SetBytes(int64(len(line)))
			b.ReportAllocs()
			for b.Loop() {
				if _, err := Decode(line); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkRelayPassThrough: one agent message relayed to the editor,
// end to end through the relay's pipes.
func BenchmarkRelayPassThrough(b *testing.B) {
	line := updateLine(100) + "\n"
	agR, agW := io.Pipe()
	outR, outW := io.Pipe()
	edR, edW := io.Pipe()
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	go func() { _, _ = Relay(ctx, Config{}, edR, outW, io.Discard, agR) }()
	defer edW.Close()
	defer agW.Close()
	br := bufio.NewReader(outR)
	b.SetBytes(int64(len(line)))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := io.WriteString(agW, line); err != nil {
			b.Fatal(err)
		}
		if _, err := br.ReadString('\n'); err != nil {
			b.Fatal(err)
		}
	}
}
