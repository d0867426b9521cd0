module github.com/kitchentable/kitchentable

go 1.26.8
