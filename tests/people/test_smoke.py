def test_home_page_renders_for_an_empty_site(client, db):
    response = client.get("/")
    assert response.status_code == 200
    assert "No publications yet." in response.content.decode()
