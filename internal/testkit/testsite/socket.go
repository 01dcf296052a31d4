package testsite

import (
	"strconv"
	"time"

	"golang.org/x/net/websocket"
)

// echo is /ws/echo: a WebSocket that answers each text message with the
// same text, ?delay= milliseconds after it came (default at once).
func echo(ws *websocket.Conn) {
	delay, _ := strconv.Atoi(ws.Request().URL.Query().Get("delay"))
	delay = min(delay, 60_000)
	for {
		var msg string
		if err := websocket.Message.Receive(ws, &msg); err != nil {
			return
		}
		if delay > 0 {
			// A closed socket ends the wait: the next send fails.
			tm := time.NewTimer(time.Duration(delay) * time.Millisecond)
			<-tm.C
		}
		if err := websocket.Message.Send(ws, msg); err != nil {
			return
		}
	}
}
