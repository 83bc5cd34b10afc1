"""A publisher page's menus scraped with an abstract (extractor/rules/page_chrome.py)."""

from extractor.rules.page_chrome import page_chrome

ACM = ("On the role of procrastination for machine learning Authors: Rūsiņš Freivalds View Profile Authors Info & "
       "Claims COLT '92: Proceedings Pages 363–376 Published:01 July 1992Publication History 1citation62Downloads "
       "Get Citation AlertsNew Citation Alert!Please log in to your account Save to BinderSave to BinderCreate a New "
       "BinderNameCancelCreateExport CitationPublisher SiteeReaderPDF")


def chrome_text(text):
    return [text[a:b] for a, b in page_chrome(text)]


def test_the_menus_of_a_digital_library_page_are_chrome():
    runs = chrome_text(ACM)
    assert "View Profile" in runs and "Authors Info & Claims" in runs
    assert runs[-1].startswith("Publication History") and runs[-1].endswith("SiteeReaderPDF")
    assert "procrastination" not in "".join(runs)


def test_an_abstract_has_no_chrome():
    text = ("We study procrastination in learning. Our method improves accuracy by 2.1 points and we publish the "
            "publication history of every model we cite.")
    assert page_chrome(text) == ()


def test_no_name_or_claim_is_read_in_chrome(extractor):
    result = extractor.extract(ACM)
    assert not [e.text for e in result.entities if "Binder" in e.text]
    chrome = page_chrome(ACM)
    assert not [c.text for c in result.claims if any(a <= c.start_char < b for a, b in chrome)]


def test_a_copyright_notice_is_chrome_and_names_no_data_set(extractor):
    text = ("We index large feature databases on the GPU while the CPU is free for other tasks. ©2008 IEEE. Personal "
            "use of this material is permitted. However, permission to reprint must be obtained from the IEEE.")
    assert chrome_text(text) == [text[text.index("©"):]]
    assert chrome_text("Our results on CIFAR-10 hold. © 2011 IEEE.") == ["© 2011 IEEE."]
    assert not [e.text for e in extractor.extract(text).entities if "IEEE" in e.text]
