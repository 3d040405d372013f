import { describe, expect, it } from 'vitest';
import { emailTypoSuggestion, typingDistance } from '../../src/domain/email-typo.ts';

describe('emailTypoSuggestion', () => {
  it('suggests the common provider a misspelt domain is close to, keeping the part before the @ as typed', () => {
    expect(emailTypoSuggestion('name@gmial.com')).toBe('name@gmail.com');
    expect(emailTypoSuggestion(' Annie.Oakley@Gmial.com ')).toBe('Annie.Oakley@gmail.com');
    expect(emailTypoSuggestion('josé@gmial.com')).toBe('josé@gmail.com');
    for (const [typed, meant] of [
      ['a@gamil.com', 'a@gmail.com'],
      ['a@gmai.com', 'a@gmail.com'],
      ['a@hotmial.com', 'a@hotmail.com'],
      ['a@yaho.com', 'a@yahoo.com'],
      ['a@outlok.com', 'a@outlook.com'],
      ['a@icloud.con', 'a@icloud.com'],
      ['a@comcast.ner', 'a@comcast.net'],
      ['a@sbcgloabl.net', 'a@sbcglobal.net'],
    ]) {
      expect(emailTypoSuggestion(typed!), typed).toBe(meant);
    }
  });

  it('fixes a misspelt top-level domain, also after a company name', () => {
    expect(emailTypoSuggestion('a@gmial.con')).toBe('a@gmail.com');
    expect(emailTypoSuggestion('a@company.con')).toBe('a@company.com');
    expect(emailTypoSuggestion('a@aol.cm')).toBe('a@aol.com');
  });

  it('leaves correct addresses, real providers and real company domains alone', () => {
    for (const address of [
      'annie@example.com',
      'a@gmail.com',
      'a@email.com',
      'a@mail.com',
      'a@yahoo.co.uk',
      'a@company.co',
      'a@chevron.com',
      'a@halliburton.com',
      // Short company names the library alone would "correct" to qq.com, sky.com, aol.com, hey.com, mail.com.
      'a@bp.com',
      'a@oxy.com',
      'a@eog.com',
      'a@apa.com',
      'a@slb.com',
      'a@hess.com',
      'a@dril.com',
    ]) {
      expect(emailTypoSuggestion(address), address).toBeUndefined();
    }
  });

  it('says nothing about what is not an address yet', () => {
    for (const value of ['', 'name', 'name@', '@gmial.com', 'name@gmial', 'a@b@c']) expect(emailTypoSuggestion(value), value).toBeUndefined();
  });
});

describe('typingDistance', () => {
  it('counts an insertion, a deletion, a wrong letter or two swapped neighbours as one', () => {
    expect(typingDistance('gmail', 'gmail')).toBe(0);
    expect(typingDistance('gmial', 'gmail')).toBe(1);
    expect(typingDistance('gmai', 'gmail')).toBe(1);
    expect(typingDistance('gmaill', 'gmail')).toBe(1);
    expect(typingDistance('gnail', 'gmail')).toBe(1);
    expect(typingDistance('con', 'com')).toBe(1);
    expect(typingDistance('hess', 'hey')).toBe(2);
    expect(typingDistance('', 'abc')).toBe(3);
  });
});
