package main

import (
	"bytes"
	"encoding/base64"
	"encoding/xml"
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// Bounds on the property lists check reads.
const (
	maxPlistSize  = 4 << 20
	maxPlistDepth = 16
)

// plistDict is a property-list dictionary as parsePlistValue returns it.
type plistDict = map[string]any

// parsePlistValue reads an XML property list into Go values: dict as
// plistDict, array as []any, string, data as []byte, true/false as bool,
// integer as int64, real as float64 and date as its text.
func parsePlistValue(data []byte) (any, error) {
	if len(data) > maxPlistSize {
		return nil, fmt.Errorf("the property list is %d bytes, more than %d", len(data), maxPlistSize)
	}
	d := xml.NewDecoder(bytes.NewReader(data))
	d.Strict = true
	for {
		tok, err := d.Token()
		if err != nil {
			return nil, fmt.Errorf("no <plist> element: %v", err)
		}
		if s, ok := tok.(xml.StartElement); ok {
			if s.Name.Local != "plist" {
				return nil, fmt.Errorf("the top element is <%s>, want <plist>", s.Name.Local)
			}
			break
		}
	}
	start, err := nextStart(d)
	if err != nil {
		return nil, err
	}
	return plistElement(d, start, 0)
}

// nextStart skips character data and comments to the next element.
func nextStart(d *xml.Decoder) (xml.StartElement, error) {
	for {
		tok, err := d.Token()
		if err != nil {
			return xml.StartElement{}, err
		}
		switch t := tok.(type) {
		case xml.StartElement:
			return t, nil
		case xml.EndElement:
			return xml.StartElement{}, fmt.Errorf("unexpected </%s>", t.Name.Local)
		}
	}
}

// errEnd marks the end of a dict or array while reading its items.
var errEnd = errors.New("end of container")

// nextItem is the next element inside a container, or errEnd at its end.
func nextItem(d *xml.Decoder) (xml.StartElement, error) {
	for {
		tok, err := d.Token()
		if err != nil {
			return xml.StartElement{}, err
		}
		switch t := tok.(type) {
		case xml.StartElement:
			return t, nil
		case xml.EndElement:
			return xml.StartElement{}, errEnd
		case xml.CharData:
			if len(bytes.TrimSpace(t)) > 0 {
				return xml.StartElement{}, errors.New("text between elements")
			}
		}
	}
}

// plistElement reads the value that start opens.
func plistElement(d *xml.Decoder, start xml.StartElement, depth int) (any, error) {
	if depth > maxPlistDepth {
		return nil, errors.New("the property list nests too deeply")
	}
	switch start.Name.Local {
	case "dict":
		m := plistDict{}
		for {
			k, err := nextItem(d)
			if err == errEnd {
				return m, nil
			}
			if err != nil {
				return nil, err
			}
			if k.Name.Local != "key" {
				return nil, fmt.Errorf("<%s> where a dict wants <key>", k.Name.Local)
			}
			var key string
			if err := d.DecodeElement(&key, &k); err != nil {
				return nil, err
			}
			v, err := nextItem(d)
			if err != nil {
				return nil, fmt.Errorf("key %q has no value", key)
			}
			val, err := plistElement(d, v, depth+1)
			if err != nil {
				return nil, err
			}
			if _, dup := m[key]; dup {
				return nil, fmt.Errorf("key %q appears twice", key)
			}
			m[key] = val
		}
	case "array":
		var a []any
		for {
			e, err := nextItem(d)
			if err == errEnd {
				return a, nil
			}
			if err != nil {
				return nil, err
			}
			val, err := plistElement(d, e, depth+1)
			if err != nil {
				return nil, err
			}
			a = append(a, val)
		}
	case "true", "false":
		if err := d.Skip(); err != nil {
			return nil, err
		}
		return start.Name.Local == "true", nil
	}
	var text string
	if err := d.DecodeElement(&text, &start); err != nil {
		return nil, err
	}
	switch start.Name.Local {
	case "string", "date":
		return text, nil
	case "data":
		b, err := base64.StdEncoding.DecodeString(strings.Join(strings.Fields(text), ""))
		if err != nil {
			return nil, fmt.Errorf("bad <data>: %v", err)
		}
		return b, nil
	case "integer":
		return strconv.ParseInt(strings.TrimSpace(text), 10, 64)
	case "real":
		return strconv.ParseFloat(strings.TrimSpace(text), 64)
	}
	return nil, fmt.Errorf("unknown element <%s>", start.Name.Local)
}
